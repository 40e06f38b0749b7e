// The portal's body limit: the Jurídico upload forms take up to MAX_FILE_MB (plus the form's
// fields), every other post keeps 64 KiB.
import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, bodyLimitFor } from '../../src/server/request-guards.mjs';

describe('bodyLimitFor', () => {
  it('keeps 64 KiB outside /gestao/juridico', () => {
    for (const url of ['/', '/login', '/gestao/equipe', '/perfil?x=/gestao/juridico']) expect(bodyLimitFor(url, {})).toBe(BODY_LIMIT_BYTES);
  });
  it('lets Jurídico forms carry MAX_FILE_MB (default 25) plus 256 KiB of fields', () => {
    expect(bodyLimitFor('/gestao/juridico/processos/3', {})).toBe(25 * 1024 * 1024 + 256 * 1024);
    expect(bodyLimitFor('/gestao/juridico', { MAX_FILE_MB: '5' })).toBe(5 * 1024 * 1024 + 256 * 1024);
    expect(bodyLimitFor('/gestao/juridico', { MAX_FILE_MB: 'x' })).toBe(25 * 1024 * 1024 + 256 * 1024);
  });
});
