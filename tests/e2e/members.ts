// The demo members (DESIGN.md §8) the journeys sign in as.
//
// Who may change whom: José's first access, password change and sessions (first-access.spec.ts,
// one serial file) and Ana's password recovery
// (password-recovery.spec.ts) change those accounts for good. Each project runs on its own
// freshly seeded stack, so each of those files finds its member untouched, as long as no other
// test signs José or Ana in. Every other journey uses Maria, whose password nobody changes; only
// empty-states.spec.ts and session-expiry.spec.ts (a draft another member must not get) sign Ana
// in, on stacks of their own where nobody recovers her password.
export { ANA, JOSE, MARIA, NOBODY_CPF, RAIMUNDO } from '../../scripts/lib/demo-members.ts';
export type Member = { cpf: string; firstName: string; password: string };
