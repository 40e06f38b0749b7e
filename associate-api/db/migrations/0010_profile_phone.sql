-- A phone in the member's profile (issue 20): the FAQ tells members to keep it up to date. Digits
-- only ('11912345678'), formatted where it is shown; NULL when the member gave none.
ALTER TABLE "associate_profiles" ADD COLUMN "phone" text;
