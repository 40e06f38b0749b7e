// The profile as members read and edit it (spec §2/§5): registration 3.5.rest, CPF mask, dates
// DD/MM/YYYY, the select labels, the phone, and a save that flags every empty field but the phone.
import { describe, expect, it } from 'vitest';
import { displayValue, fieldSpec, formatCep, type Profile } from '../../src/lib/profile/fields.ts';
import { emptyFieldErrors, phoneError, profileFromForm } from '../../src/lib/profile/profile-form.ts';

const MARIA: Profile = {
  name: 'Maria Aparecida da Silva', registration: '3512345', cpf: '52998224725', email: 'maria@example.com.br',
  dateFiliate: '2011-04-18', sexo: 'F', civilState: 'Viúvo(a)', escolarchip: 'medio', hometown: 'Campinas',
  homeState: 'SP', rg: '18.345.678-9', emissorEntityRg: 'SSP/SP', dateRg: '1978-02-10', fathername: 'Antônio',
  mothername: 'Benedita', fundo: 'Geral', birthDate: '1956-08-21', cep: '01310100', address: 'Avenida Paulista',
  complement: 'Apto 52', houseNumber: '1578', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP',
  phone: '11912345678',
};

const formOf = (values: Partial<Profile>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...MARIA, ...values })) form.set(key, value);
  return form;
};

describe('exibição do perfil', () => {
  it('mostra a matrícula agrupada', () => {
    expect(displayValue(fieldSpec('registration'), MARIA)).toBe('3.5.12345');
  });

  it('mostra CPF, CEP, datas e listas como o associado lê', () => {
    expect(displayValue(fieldSpec('cpf'), MARIA)).toBe('529.982.247-25');
    expect(displayValue(fieldSpec('cep'), MARIA)).toBe('01310-100');
    expect(displayValue(fieldSpec('dateFiliate'), MARIA)).toBe('18/04/2011');
    expect(displayValue(fieldSpec('escolarchip'), MARIA)).toBe('Ensino médio');
    expect(displayValue(fieldSpec('sexo'), MARIA)).toBe('Feminino');
    expect(displayValue(fieldSpec('civilState'), MARIA)).toBe('Viúvo(a)');
    expect(formatCep('123')).toBe('123');
  });

  it('mostra o telefone formatado, e o que não é telefone como foi digitado', () => {
    expect(displayValue(fieldSpec('phone'), MARIA)).toBe('(11) 91234-5678');
    expect(displayValue(fieldSpec('phone'), { ...MARIA, phone: '1131234567' })).toBe('(11) 3123-4567');
    expect(displayValue(fieldSpec('phone'), { ...MARIA, phone: '9123-4567' })).toBe('9123-4567');
    expect(displayValue(fieldSpec('phone'), { ...MARIA, phone: '' })).toBe('');
  });

  it('oferece exatamente os valores da especificação nas listas', () => {
    expect(fieldSpec('sexo').options!.map((o) => o.value)).toEqual(['F', 'M']);
    expect(fieldSpec('civilState').options!.map((o) => o.value)).toEqual(['Solteiro(a)', 'Casado(a)', 'Divorciado(a)', 'Viúvo(a)']);
    expect(fieldSpec('escolarchip').options!.map((o) => o.value)).toEqual(['fundamental', 'medio', 'superior', 'posgraduacao']);
  });
});

describe('formulário do perfil', () => {
  it('guarda nome, CPF e matrícula do cadastro, seja o que for que o formulário traga', () => {
    const profile = profileFromForm(MARIA, formOf({ cpf: '11144477735', registration: '999', name: '  Maria A. Silva ', mothername: ' Ana Souza ' }));
    expect(profile.cpf).toBe('52998224725');
    expect(profile.registration).toBe('3512345');
    expect(profile.name).toBe(MARIA.name);
    expect(profile.mothername).toBe('Ana Souza');
  });

  it('envia datas como AAAA-MM-DD, também quando digitadas DD/MM/AAAA, e o CEP só com números', () => {
    const profile = profileFromForm(MARIA, formOf({ dateRg: '10/02/1978', birthDate: '1956-08-21', cep: '01310-100' }));
    expect(profile.dateRg).toBe('1978-02-10');
    expect(profile.birthDate).toBe('1956-08-21');
    expect(profile.cep).toBe('01310100');
  });

  it('marca cada campo vazio, e só os vazios', () => {
    const form = formOf({ fathername: '   ', neighborhood: '' });
    form.delete('email');
    const errors = emptyFieldErrors(profileFromForm(MARIA, form));
    expect(Object.keys(errors).sort()).toEqual(['email', 'fathername', 'neighborhood']);
    expect(errors.fathername).toBe('Preencha este campo');
    expect(emptyFieldErrors(MARIA)).toEqual({});
  });

  it('deixa o telefone vazio, mas recusa o que não é telefone com a mensagem do campo', () => {
    expect(emptyFieldErrors(profileFromForm(MARIA, formOf({ phone: '' })))).toEqual({});
    expect(phoneError(profileFromForm(MARIA, formOf({ phone: '' })))).toBeUndefined();
    expect(phoneError(profileFromForm(MARIA, formOf({ phone: ' (21) 3123-4567 ' })))).toBeUndefined();
    expect(phoneError(profileFromForm(MARIA, formOf({ phone: '91234-5678' }))))
      .toBe('Telefone inválido: informe o DDD (2 números) e o telefone (8 números, ou 9 no celular).');
  });
});
