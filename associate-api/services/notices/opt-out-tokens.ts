// The one-step opt-out link in every notice e-mail and SMS. Signed, not stored (as the declaration
// codes, services/declarations/codes.ts): member, category and channel with an HMAC keyed by a key
// derived from the API key, so it works without signing in, on any API instance, forever, and a
// link altered by one character is refused. It can only ever turn one channel of one category off.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { CATEGORIES, CHANNELS, type Category, type Channel } from '../../../contract/notice-categories.ts';

export type OptOut = { associateId: number; category: Category; channel: Channel };

const PAYLOAD_BYTES = 6;
const MAC_BYTES = 16;
/** 22 bytes in base64url. */
export const OPT_OUT_TOKEN = /^[A-Za-z0-9_-]{30}$/;

const keys = new Map<string, Buffer>();
const keyFor = (apiKey: string) => {
  let key = keys.get(apiKey);
  if (!key) keys.set(apiKey, (key = Buffer.from(hkdfSync('sha256', apiKey, 'area-do-associado/api', 'notice-opt-out-v1', 32))));
  return key;
};
const mac = (apiKey: string, payload: Buffer) => createHmac('sha256', keyFor(apiKey)).update(payload).digest().subarray(0, MAC_BYTES);

export function signOptOut(apiKey: string, optOut: OptOut): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt32BE(optOut.associateId, 0);
  payload.writeUInt8(CATEGORIES.indexOf(optOut.category), 4);
  payload.writeUInt8(CHANNELS.indexOf(optOut.channel), 5);
  return Buffer.concat([payload, mac(apiKey, payload)]).toString('base64url');
}

/** What a genuine token turns off, or null for anything else. */
export function readOptOut(apiKey: string, token: string): OptOut | null {
  if (!OPT_OUT_TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(apiKey, payload))) return null;
  const category = CATEGORIES[payload.readUInt8(4)];
  const channel = CHANNELS[payload.readUInt8(5)];
  if (!category || !channel || channel === 'portal') return null;
  return { associateId: payload.readUInt32BE(0), category, channel };
}
