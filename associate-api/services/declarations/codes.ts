// The verification code printed on a declaration and behind its QR. Signed, not stored: the code
// carries what was declared (kind, member, year, issue day, status) and an HMAC of it with a key
// derived from the API key, so any API instance checks what another issued, nothing is written
// when a member opens a declaration, and a code altered by a single character is refused. The
// price (README, 'Declarações'): a declaration cannot be revoked one by one, and replacing
// ASSOCIATE_API_KEY voids every code issued before.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type DeclaredFacts =
  | { kind: 'membership'; associateId: number; issuedOn: string; status: 'Ativo' | 'Pendente' }
  | { kind: 'annual'; associateId: number; issuedOn: string; year: number };

// One byte names what is declared; the membership status is part of it because it is what the
// declaration says on its issue day, which a later check cannot recompute.
const KIND_BYTE = { 'membership:Ativo': 1, 'membership:Pendente': 2, annual: 3 } as const;
const PAYLOAD_BYTES = 10;
const MAC_BYTES = 16;
/** 26 bytes in base64url: 35 characters, unlike the member card's 22. */
export const DECLARATION_CODE = /^[A-Za-z0-9_-]{35}$/;
const DAY_MS = 86_400_000;

export function declarationCodes(apiKey: string) {
  const key = Buffer.from(hkdfSync('sha256', apiKey, 'area-do-associado/api', 'declaration-code-v1', 32));
  const mac = (payload: Buffer) => createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES);

  function sign(facts: DeclaredFacts): string {
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    payload.writeUInt8(KIND_BYTE[facts.kind === 'annual' ? 'annual' : `membership:${facts.status}` as const], 0);
    payload.writeUInt32BE(facts.associateId, 1);
    payload.writeUInt16BE(facts.kind === 'annual' ? facts.year : 0, 5);
    payload.writeUIntBE(Date.parse(`${facts.issuedOn}T00:00:00Z`) / DAY_MS, 7, 3);
    return Buffer.concat([payload, mac(payload)]).toString('base64url');
  }

  /** The facts a genuine code declares, or null for anything else. */
  function read(code: string): DeclaredFacts | null {
    if (!DECLARATION_CODE.test(code)) return null;
    const bytes = Buffer.from(code, 'base64url');
    const payload = bytes.subarray(0, PAYLOAD_BYTES);
    // Base64url's last character carries spare bits: only the canonical spelling is accepted.
    if (bytes.length !== PAYLOAD_BYTES + MAC_BYTES || bytes.toString('base64url') !== code) return null;
    if (!timingSafeEqual(bytes.subarray(PAYLOAD_BYTES), mac(payload))) return null;
    const associateId = payload.readUInt32BE(1);
    const issuedOn = new Date(payload.readUIntBE(7, 3) * DAY_MS).toISOString().slice(0, 10);
    switch (payload.readUInt8(0)) {
      case 1: return { kind: 'membership', associateId, issuedOn, status: 'Ativo' };
      case 2: return { kind: 'membership', associateId, issuedOn, status: 'Pendente' };
      case 3: return { kind: 'annual', associateId, issuedOn, year: payload.readUInt16BE(5) };
      default: return null;
    }
  }

  return { sign, read };
}

export type DeclarationCodes = ReturnType<typeof declarationCodes>;
