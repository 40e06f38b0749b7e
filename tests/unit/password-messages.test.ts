// 'Senha inválida' says which rule the password broke (issue 20, item 11; departure from spec §5's
// bare message, README).
import { describe, expect, it } from 'vitest';
import { checkExistingPassword, checkNewPassword } from '../../contract/password-rules.ts';

describe('password messages name the rule', () => {
  it('a short password is told the minimum length', () => {
    expect(checkExistingPassword('Ab#1')).toBe('Senha inválida: a senha tem pelo menos 8 caracteres.');
    expect(checkNewPassword('Ab#1', 'Ab#1').password).toBe('Senha inválida: a senha tem pelo menos 8 caracteres.');
  });

  it('an over-long one is told the maximum', () => {
    const long = `Ab#1${'x'.repeat(130)}`;
    expect(checkNewPassword(long, long).password).toBe('Senha inválida: a senha pode ter no máximo 128 caracteres.');
  });

  it('a password missing character kinds is told exactly which', () => {
    expect(checkNewPassword('carlos#1950', 'carlos#1950').password).toMatch(/^Senha inválida: falta 1 letra maiúscula\. A senha deve ter/);
    expect(checkNewPassword('semnumeros!', 'semnumeros!').password).toMatch(/^Senha inválida: falta 1 letra maiúscula e 1 número\./);
    expect(checkNewPassword('SOMENTEMAIUSCULAS', 'SOMENTEMAIUSCULAS').password)
      .toMatch(/^Senha inválida: falta 1 letra minúscula, 1 número e 1 caractere especial\./);
  });

  it('a good password passes', () => {
    expect(checkNewPassword('Aposentada@2024', 'Aposentada@2024')).toEqual({});
  });
});
