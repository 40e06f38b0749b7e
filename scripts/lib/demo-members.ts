// The demo members of DESIGN.md §8, as the seed creates them: what `npm start` tells the
// operator, what the browser tests and the benchmark sign in with.
export const MARIA = { name: 'Maria Aparecida da Silva', firstName: 'Maria', cpf: '529.982.247-25', password: 'Aposentada@2024' };
/** First access: no password yet; proves who he is with the birth date on file, then opens the e-mailed link. */
export const JOSE = { name: 'José Carlos Pereira', firstName: 'José', cpf: '111.444.777-35', birthDate: '14/03/1950' };
/** First access without an e-mail on file: told to call the association (staff: npm run activation-link). */
export const RAIMUNDO = { name: 'Raimundo Nonato Lima', firstName: 'Raimundo', cpf: '275.381.940-88', birthDate: '02/07/1948' };
export const ANA = { name: 'Ana Beatriz Souza', firstName: 'Ana', cpf: '935.411.347-80', password: 'Pensionista#2025' };
/** Maria's son, not a member: a representative-only account acting for her with 'consultar' (issue 23 §4). */
export const CARLOS = { name: 'Carlos Eduardo da Silva', firstName: 'Carlos', cpf: '461.029.387-04', password: 'Filho#Maria2026' };
/** A valid CPF that belongs to nobody. */
export const NOBODY_CPF = '390.533.447-05';
