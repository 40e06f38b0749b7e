-- Sessions told apart (issue 20): the network each one signed in from ('189.40.12.0', the last
-- IPv4 byte or what lies past the IPv6 /64 dropped), next to its browser and system. Sessions
-- opened before this migration have none ('').
ALTER TABLE "sessions" ADD COLUMN "network" text DEFAULT '' NOT NULL;
