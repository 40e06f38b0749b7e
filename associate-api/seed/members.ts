// The four demo members of DESIGN.md §8. Tests sign in with these.
import type { Db } from '../db/client.ts';
import { associates, profiles } from '../db/schema.ts';
import { hashPassword } from '../services/passwords.ts';

export const DEMO = {
  maria: { cpf: '52998224725', password: 'Aposentada@2024' },
  jose: { cpf: '11144477735', birthDate: '1950-03-14' },
  ana: { cpf: '93541134780', password: 'Pensionista#2025' },
  // First access without an e-mail on file: only a staff-issued activation link lets him in.
  raimundo: { cpf: '27538194088', birthDate: '1948-07-02' },
} as const;

export type DemoIds = { maria: number; jose: number; ana: number; raimundo: number };

export async function seedMembers(tx: Db): Promise<DemoIds> {
  // Hashing is deliberately slow: once per password, in parallel.
  const [mariaHash, anaHash] = await Promise.all([hashPassword(DEMO.maria.password), hashPassword(DEMO.ana.password)]);
  const rows = await tx.insert(associates).values([
    { cpf: DEMO.maria.cpf, name: 'Maria Aparecida da Silva', email: 'maria.aparecida@example.com.br', birthDate: '1956-08-21', passwordHash: mariaHash },
    { cpf: DEMO.jose.cpf, name: 'José Carlos Pereira', email: 'jose.carlos@example.com.br', birthDate: DEMO.jose.birthDate, passwordHash: null },
    { cpf: DEMO.ana.cpf, name: 'Ana Beatriz Souza', email: 'ana.beatriz@example.com.br', birthDate: '1962-11-05', passwordHash: anaHash },
    { cpf: DEMO.raimundo.cpf, name: 'Raimundo Nonato Lima', email: '', birthDate: DEMO.raimundo.birthDate, passwordHash: null },
  ]).returning({ id: associates.id, cpf: associates.cpf });
  const idOf = (cpf: string) => rows.find((r) => r.cpf === cpf)!.id;
  const ids = { maria: idOf(DEMO.maria.cpf), jose: idOf(DEMO.jose.cpf), ana: idOf(DEMO.ana.cpf), raimundo: idOf(DEMO.raimundo.cpf) };

  await tx.insert(profiles).values([
    {
      associateId: ids.maria, registration: '3512345', dateFiliate: '2011-04-18', sexo: 'F', civilState: 'Viúvo(a)',
      escolarchip: 'medio', hometown: 'Campinas', homeState: 'SP', rg: '18.345.678-9', emissorEntityRg: 'SSP/SP',
      dateRg: '1978-02-10', fathername: 'Antônio da Silva', mothername: 'Benedita Aparecida da Silva', fundo: 'Fundo Previdenciário Geral',
      cep: '01310100', address: 'Avenida Paulista', complement: 'Apto 52', houseNumber: '1578', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP',
      phone: '11912345678',
    },
    {
      associateId: ids.jose, registration: '3598765', dateFiliate: '2015-09-01', sexo: 'M', civilState: 'Casado(a)',
      escolarchip: 'fundamental', hometown: 'Juiz de Fora', homeState: 'MG', rg: 'MG-4.567.890', emissorEntityRg: 'SSP/MG',
      dateRg: '1972-06-30', fathername: 'Sebastião Pereira', mothername: 'Luzia Carlos Pereira', fundo: 'Fundo Previdenciário Geral',
      cep: '36010002', address: 'Rua Halfeld', complement: 'Casa', houseNumber: '210', neighborhood: 'Centro', city: 'Juiz de Fora', state: 'MG',
    },
    {
      associateId: ids.ana, registration: '3520011', dateFiliate: '2020-01-15', sexo: 'F', civilState: 'Solteiro(a)',
      escolarchip: 'superior', hometown: 'Niterói', homeState: 'RJ', rg: '20.123.456-7', emissorEntityRg: 'DETRAN/RJ',
      dateRg: '1985-03-22', fathername: 'Carlos Souza', mothername: 'Helena Beatriz Souza', fundo: 'Fundo de Pensões',
      cep: '24020005', address: 'Rua da Conceição', complement: 'Sala 3', houseNumber: '45', neighborhood: 'Centro', city: 'Niterói', state: 'RJ',
    },
    {
      associateId: ids.raimundo, registration: '3487650', dateFiliate: '2008-05-12', sexo: 'M', civilState: 'Casado(a)',
      escolarchip: 'fundamental', hometown: 'Caruaru', homeState: 'PE', rg: '1.234.567', emissorEntityRg: 'SDS/PE',
      dateRg: '1968-09-15', fathername: 'Severino Lima', mothername: 'Francisca Nonato Lima', fundo: 'Fundo Previdenciário Geral',
      cep: '55002000', address: 'Rua Vigário Freire', complement: 'Casa', houseNumber: '88', neighborhood: 'Centro', city: 'Caruaru', state: 'PE',
    },
  ]);
  return ids;
}
