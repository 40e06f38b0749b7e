// Browser journeys against the built portal and the real associate API, in Debian's Chromium.
// `scripts/test.sh` builds the portal first; the stacks then start without building, all at once,
// each from a copy of the seeded database template (scripts/test-stacks.ts).
//
// Six stacks, each on its own fresh DATA_DIR (so its own seeded database and e-mail outbox):
// - one for the journeys with JavaScript, one for the same journeys without it: José's first
//   access and the recovery journey change accounts, and each project needs them unchanged;
// - one whose sessions go idle after a few seconds, for 'Login expirado' — on the other stacks
//   such a short limit would sign members out in the middle of the other journeys;
// - one seeded without the association-wide content (DEMO_CONTENT=off), for the content pages'
//   empty states, which every other stack fills with news, FAQ and documents for everyone;
// - two for the back office's journeys (/gestao), with and without JavaScript (below).
import { defineConfig, type PlaywrightTestProject } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/chromium.ts';
import { STACKS_READY_LINE, testStack, type TestStack } from './scripts/lib/test-stack.ts';
import { STACK_SUPPORT_EMAIL } from './tests/e2e/association-contact.ts';
import type { StackOptions } from './tests/e2e/fixtures.ts';
import { SHORT_IDLE_SECONDS } from './tests/e2e/short-session.ts';
import { READY_TEXT as FAKE_CEP_READY } from './tests/support/fake-cep-server.ts';

// The journeys sign in and fail on purpose many times from one address within minutes.
const RELAXED_RATE_LIMITS = {
  RATE_LIMIT_CPF_MAX: '1000',
  RATE_LIMIT_IP_MAX: '10000',
  RATE_LIMIT_STEP1_GLOBAL_MAX: '10000',
  RATE_LIMIT_FORGOT_MAX: '1000',
  RATE_LIMIT_DEVICE_MAX: '1000',
  RATE_LIMIT_MAILS_PER_DAY: '1000',
  RATE_LIMIT_EXPORTS_PER_HOUR: '1000',
};

// The reference screenshots (tests/e2e/visual.ts) must not change with the calendar: the demo
// dates of every stack count back from this day (associate-api/seed/index.ts).
process.env.DEMO_TODAY ??= '2026-03-02';

// Fixed ports, moved as a block with E2E_PORT_BASE so two runs on one machine do not collide.
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 4520);

// The profile's CEP lookup asks a local ViaCEP stand-in (tests/support/fake-cep-server.ts).
const FAKE_CEP_PORT = PORT_BASE + 79;
const WITH_FAKE_CEP = { ...RELAXED_RATE_LIMITS, CEP_SERVICE_URL: `http://127.0.0.1:${FAKE_CEP_PORT}` };
// /acessibilidade's barrier-report e-mail, configured like an association would (tests/e2e/association-contact.ts).
const CONTACT = { ASSOCIATION_SUPPORT_EMAIL: STACK_SUPPORT_EMAIL };

// Each stack also runs its own payment sandbox (payment-sandbox/) on PORT_BASE + 80 + n and SMS
// sandbox (sms-sandbox/) on PORT_BASE + 90 + n.
// Every request logged on the JS stack, so the card-secrecy journey's log search has them all.
const withJs = testStack('com-js', { portal: PORT_BASE + 1, api: PORT_BASE + 11, payment: PORT_BASE + 81, sms: PORT_BASE + 91 }, { ...WITH_FAKE_CEP, ...CONTACT, LOG_LEVEL: 'info' });
const withoutJs = testStack('sem-js', { portal: PORT_BASE + 2, api: PORT_BASE + 12, payment: PORT_BASE + 82, sms: PORT_BASE + 92 }, { ...WITH_FAKE_CEP, ...CONTACT });
const shortSessions = testStack('sessao-curta', { portal: PORT_BASE + 3, api: PORT_BASE + 13, payment: PORT_BASE + 83, sms: PORT_BASE + 93 }, {
  ...WITH_FAKE_CEP,
  SESSION_IDLE_MINUTES: String(SHORT_IDLE_SECONDS / 60),
});
const withoutContent = testStack('sem-conteudo', { portal: PORT_BASE + 4, api: PORT_BASE + 14, payment: PORT_BASE + 84, sms: PORT_BASE + 94 }, {
  ...RELAXED_RATE_LIMITS,
  DEMO_CONTENT: 'off',
});

// The back office's journeys publish news and documents for every member, move a lawsuit to the
// top of its members' lists, change a folder's terms and import members: on the member stacks the
// pictures of those pages would depend on which journey ran first. They get stacks of their own,
// one per project, where they also check that members see the result at once.
const withJsStaff = testStack('gestao-com-js', { portal: PORT_BASE + 5, api: PORT_BASE + 15, payment: PORT_BASE + 85, sms: PORT_BASE + 95 }, RELAXED_RATE_LIMITS);
const withoutJsStaff = testStack('gestao-sem-js', { portal: PORT_BASE + 6, api: PORT_BASE + 16, payment: PORT_BASE + 86, sms: PORT_BASE + 96 }, RELAXED_RATE_LIMITS);

const EXPIRY_SPEC = 'session-expiry.spec.ts';
const EMPTY_STATES_SPEC = 'empty-states.spec.ts';
const STAFF_SPECS = 'gestao-*.spec.ts';

/** With `only`, the project runs those specs alone; without, every spec but the ones a stack of their own runs. */
function project(name: string, stack: TestStack, javaScriptEnabled: boolean, only?: string): PlaywrightTestProject<StackOptions> {
  return {
    name,
    ...(only ? { testMatch: only } : { testIgnore: [EXPIRY_SPEC, EMPTY_STATES_SPEC, STAFF_SPECS] }),
    use: { baseURL: stack.portalUrl, dataDir: stack.dataDir, paymentSandboxUrl: stack.paymentSandboxUrl, javaScriptEnabled },
  };
}

export default defineConfig<StackOptions>({
  testDir: 'tests/e2e',
  // Three on the 2-core machines: with two, vmstat showed the cores idle ~22% of the time (each
  // journey waits on its stack's API and portal between browser steps), and a third worker cut a
  // sample of 123 journeys from 113 s to 94 s. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS || 3),
  timeout: 60_000,
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixelRatio: 0.005 } },
  reporter: 'list',
  // Screenshots and ARIA snapshots by project and state name, not by spec file: a state is one
  // picture whichever journey reaches it. `npm run test:snapshots` rewrites them.
  snapshotPathTemplate: '{testDir}/__snapshots__/{projectName}/{arg}{ext}',
  forbidOnly: !!process.env.CI,
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'off',
    video: 'off',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    project('com-js', withJs, true),
    project('sem-js', withoutJs, false),
    project('sessao-expirada-com-js', shortSessions, true, EXPIRY_SPEC),
    project('sessao-expirada-sem-js', shortSessions, false, EXPIRY_SPEC),
    project('sem-conteudo-com-js', withoutContent, true, EMPTY_STATES_SPEC),
    project('sem-conteudo-sem-js', withoutContent, false, EMPTY_STATES_SPEC),
    project('gestao-com-js', withJsStaff, true, STAFF_SPECS),
    // The back office's pages are plain server-rendered forms that look the same without scripts:
    // pictured once, with them; without, every other check of each state still runs.
    { ...project('gestao-sem-js', withoutJsStaff, false, STAFF_SPECS), metadata: { pictured: false } },
  ],
  webServer: [{
    command: `"${process.execPath}" tests/support/fake-cep-server.ts ${FAKE_CEP_PORT}`,
    wait: { stdout: new RegExp(FAKE_CEP_READY) },
    reuseExistingServer: false,
  }, {
    command: `"${process.execPath}" scripts/test-stacks.ts`,
    env: { TEST_STACKS: JSON.stringify([withJs, withoutJs, shortSessions, withoutContent, withJsStaff, withoutJsStaff].map((stack) => stack.env)) },
    wait: { stdout: new RegExp(STACKS_READY_LINE) },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  }],
});
