// A phone number split over two lines ('(11)' / '4002-8922') is misdialled by members who copy it
// by hand: every number the portal shows sits in an element that does not wrap (.phone,
// global.css), including numbers inside the API's messages.

// How Brazilian numbers are written: '(11) 4002-8922', '(11) 91234-5678', '0800 123 4567'.
const PHONE = /\(\d{2}\)\s?\d{4,5}-\d{4}|\b0800[\s-]?\d{3}[\s-]?\d{4}\b/g;

/** '(11) 4002-8922' → ['(11)', '4002-8922']: the halves a line may fall between, never inside. */
export function phoneHalves(phone: string): [string, string] {
  const space = phone.search(/\s/);
  return space < 0 ? [phone, ''] : [phone.slice(0, space), phone.slice(space).trim()];
}

export type TextPart = { text: string; phone: boolean };

/** The text cut into plain runs and phone numbers, in order. */
export function phoneParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(PHONE)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), phone: false });
    parts.push({ text: match[0], phone: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), phone: false });
  return parts;
}
