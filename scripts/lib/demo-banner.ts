// What an operator needs right after `npm start`: where the portal is and who to sign in as
// (the demo accounts of DESIGN.md §8, one per kind of member journey).
import { ANA, CARLOS, JOSE, MARIA, RAIMUNDO } from './demo-members.ts';
import { demoStaffLines } from './demo-staff.ts';

/** The line that says the stack is up; tests and the benchmark wait for it. */
export const READY_LINE = 'Área do Associado pronta em';

/** `demoData`: the demo accounts (members and staff) were loaded, so their passwords may be shown. */
export function demoBanner(publicUrl: string, demoData = true): string {
  return [
    '',
    `${READY_LINE} ${publicUrl}`,
    '',
    'Contas de demonstração:',
    `  ${MARIA.name.padEnd(26)} CPF ${MARIA.cpf}  senha ${MARIA.password}  (cadastro completo, dados em todas as áreas)`,
    `  ${JOSE.name.padEnd(26)} CPF ${JOSE.cpf}  primeiro acesso, data de nascimento ${JOSE.birthDate} (link de ativação em ${'$'}DATA_DIR/outbox)`,
    `  ${ANA.name.padEnd(26)} CPF ${ANA.cpf}  senha ${ANA.password}  (cadastro completo, nenhum dado nas áreas)`,
    `  ${RAIMUNDO.name.padEnd(26)} CPF ${RAIMUNDO.cpf}  primeiro acesso, data de nascimento ${RAIMUNDO.birthDate}, sem e-mail (npm run activation-link)`,
    `  ${CARLOS.name.padEnd(26)} CPF ${CARLOS.cpf}  senha ${CARLOS.password}  (representante de Maria, 'consultar'; não é associado)`,
    '',
    ...(demoData ? demoStaffLines(publicUrl) : []),
    'Ctrl+C encerra o portal e a API.',
    '',
  ].join('\n');
}
