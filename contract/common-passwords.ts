// Passwords that satisfy the composition rule yet are among the first an attacker tries
// (keyboard walks, "senha"/"mudar"/"brasil" + year, the association's own words). Compared
// in lower case. Kept short on purpose: it is a speed bump, the rate limits are the wall.
const LIST = [
  'senha@123', 'senha@1234', 'senha@12345', 'senha#123', 'senha!123', 'senha123!', 'senha123@',
  'mudar@123', 'mudar@1234', 'mudar123!', 'trocar@123', 'acesso@123', 'acesso@2024', 'acesso@2025',
  'brasil@123', 'brasil@2024', 'brasil@2025', 'brasil@2026', 'password1!', 'password@1',
  'password@123', 'p@ssw0rd', 'p@ssw0rd1', 'p@ssword1', 'passw0rd!', 'qwerty@123', 'qwerty123!',
  'abc@1234', 'abcd@1234', 'abc123!@#', 'admin@123', 'admin@1234', 'teste@123', 'teste@1234',
  'aposentado@1', 'aposentado@123', 'aposentada@123', 'pensionista@1', 'pensionista@123',
  'associado@1', 'associado@123', 'associacao@1', 'associacao@123', 'deus@123', 'jesus@123',
  'amor@1234', 'familia@123', 'mudar@2024', 'mudar@2025', 'mudar@2026', 'senha@2024', 'senha@2025',
  'senha@2026', 'welcome1!', 'bemvindo@1', 'bemvindo@123', 'q1w2e3r4!', 'q1w2e3r4@', '1q2w3e4r!',
  '1q2w3e4r@', 'asdf@1234', 'zaq1@wsx', 'zaq12wsx!', 'aa@12345', 'aa123456!', 'a1b2c3d4!',
];

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST);
