// What `npm start` says of the demo staff (DESIGN §10), only when the demo data is loaded: each
// role's e-mail, the shared password, the fixed TOTP secret and its otpauth:// address (paste it
// into an authenticator app, or type the secret).
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../associate-api/seed/staff.ts';
import { otpauthUrl } from '../../associate-api/services/staff/totp.ts';

export function demoStaffLines(publicUrl: string): string[] {
  return [
    `Gestão (${publicUrl}/gestao), equipe de demonstração, senha ${DEMO_STAFF_PASSWORD}:`,
    ...Object.values(DEMO_STAFF).flatMap((staff) => [
      `  ${staff.role.padEnd(12)} ${staff.email.padEnd(38)} TOTP ${staff.totpSecret}`,
      `  ${''.padEnd(12)} ${otpauthUrl(staff.totpSecret, staff.email)}`,
    ]),
    '',
  ];
}
