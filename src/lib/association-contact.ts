// How members reach the association (barrier reports on /acessibilidade, requests on Meus dados):
// the phone and e-mail the operator configures (ASSOCIATION_SUPPORT_PHONE,
// ASSOCIATION_SUPPORT_EMAIL), with the links a page shows for them.

export type AssociationContact = { phone: string; phoneHref: string; email: string; emailHref: string };

export function associationContact(phone: string, email: string): AssociationContact {
  return { phone, phoneHref: telHref(phone), email, emailHref: `mailto:${email}` };
}

// A tel: link must dial from any phone, so a number written with its area code alone
// ('(11) 4002-8922') gets Brazil's +55; toll-free and nationwide numbers (0800 …, 4004-…) are
// dialled as written, and a number that already has a country code keeps it.
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0') || digits.length <= 8) return `tel:${digits}`;
  return digits.length <= 11 ? `tel:+55${digits}` : `tel:+${digits}`;
}
