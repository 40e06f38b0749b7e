// The sign-in page's form posts (spec §2/§4/§5), the same with or without JavaScript:
// success answers POST→303→GET; a refusal re-renders the step with the message by its field.
import type { AstroCookies } from 'astro';
import { cpfDigits, formatCpfForDisplay, isCpf } from '../../../contract/cpf.ts';
import { checkExistingPassword } from '../../../contract/password-rules.ts';
import { loginStep1, loginStep2, requestRecovery } from '../api/auth.ts';
import type { Caller } from '../api/client.ts';
import { config } from '../config.ts';
import { FALLBACK, VALIDATION } from '../messages.ts';
import {
  clearLinkNotice, clearLoginFlow, readLoginFlow, setLinkNotice, setDeviceCookie, setFlash, setLoginFlow,
  setSessionToken, type LoginFlow,
} from '../session/cookies.ts';
import { draftPathAfterSignIn } from '../session/draft.ts';
import { parseBirthDate } from './birth-date.ts';
import type { LoginErrors, LoginView } from './view.ts';

export type LoginOutcome = { redirect: string } | { view: LoginView; status: number };

type Context = { cookies: AstroCookies; caller: Caller };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const refused = (view: LoginView): LoginOutcome => ({ view, status: 400 });

/** Step 2 of spec §2 for this flow, shown again with its errors. */
export function stepView(flow: LoginFlow, errors: LoginErrors = {}, birthDate?: string): LoginView {
  return { step: flow.complete ? 'password' : 'register', firstName: flow.firstName, birthDate, errors };
}

async function submitCpf(ctx: Context, form: FormData): Promise<LoginOutcome> {
  const cpf = cpfDigits(field(form, 'cpf'));
  // Spec §5: an incomplete CPF is refused here, without calling the API.
  if (!isCpf(cpf)) return refused({ step: 'cpf', cpf: field(form, 'cpf'), errors: { cpf: VALIDATION.cpfInvalid } });
  const answer = await loginStep1(ctx.caller, cpf);
  if (!answer.ok) return refused({ step: 'cpf', cpf: formatCpfForDisplay(cpf), errors: { cpf: answer.msg } });
  const { associate_id, name } = answer.body.data;
  setLoginFlow(ctx.cookies, {
    cpf,
    associateId: associate_id,
    firstName: name.trim().split(/\s+/)[0] ?? name,
    complete: answer.body.complete === true,
  });
  return { redirect: '/' };
}

async function submitPassword(ctx: Context, flow: LoginFlow, form: FormData): Promise<LoginOutcome> {
  const base = { cpf: flow.cpf, associate_id: flow.associateId };
  let input;
  if (flow.complete) {
    const password = field(form, 'password');
    const error = checkExistingPassword(password);
    if (error) return refused(stepView(flow, { password: error }));
    input = { ...base, password };
  } else {
    // First access asks for the birth date only: the password is chosen in the form the e-mailed
    // link opens, so whoever knows a CPF and a birth date cannot choose it (DESIGN §7.1).
    const typedDate = field(form, 'birthDate');
    const birth = parseBirthDate(typedDate);
    if (!birth.ok) return refused(stepView(flow, { birthDate: birth.msg }, typedDate));
    input = { ...base, birthDate: birth.iso };
  }
  const answer = await loginStep2(ctx.caller, input);
  if (answer.ok && answer.sid) {
    clearLoginFlow(ctx.cookies);
    setSessionToken(ctx.cookies, answer.sid);
    if (answer.device) setDeviceCookie(ctx.cookies, answer.device);
    // A representative first chooses whom to act for (issue 23 §4); else back to a form the
    // session ended under (draft.ts), else the dashboard.
    if (answer.body.data?.representing) return { redirect: '/representados' };
    return { redirect: draftPathAfterSignIn(ctx.cookies, flow.cpf) ?? '/dashboard' };
  }
  if (answer.ok && answer.status === 202 && answer.body.msg) {
    // First access: nothing is set until the form the e-mailed link opens is sent; the page says where it went.
    clearLoginFlow(ctx.cookies);
    setLinkNotice(ctx.cookies, answer.body.msg);
    return { redirect: '/' };
  }
  if (!answer.ok && answer.status === 429 && flow.complete) {
    // Paused (the API says for how long). Not back to step 1 (a departure from spec §4, README):
    // this step offers 'Perdi minha senha', and the association's phone is one call away.
    const msg = `${answer.msg} Se esqueceu a senha, use 'Perdi minha senha' ou ligue para a associação: ${config.supportPhone}.`;
    return { view: stepView(flow, { form: msg }), status: 429 };
  }
  // Spec §4: a refused step 2 returns to step 1 with every flag reset.
  clearLoginFlow(ctx.cookies);
  const msg = answer.ok ? FALLBACK.login : answer.msg;
  return refused({ step: 'cpf', cpf: formatCpfForDisplay(flow.cpf), errors: { form: msg } });
}

async function submitForgot(ctx: Context, flow: LoginFlow): Promise<LoginOutcome> {
  const answer = await requestRecovery(ctx.caller, flow.cpf);
  // Spec §4: after the request the member is signed out of the flow, whatever the answer. Sent,
  // the page then says so and keeps saying it, as after a first access ('Voltar ao início' is step 1).
  clearLoginFlow(ctx.cookies);
  if (answer.ok) setLinkNotice(ctx.cookies, answer.body.msg ?? 'Se o CPF estiver cadastrado, enviaremos um link de recuperação para o e-mail informado no cadastro.');
  else setFlash(ctx.cookies, { kind: 'error', msg: answer.msg });
  return { redirect: '/' };
}

export async function handleLoginPost(ctx: Context, form: FormData): Promise<LoginOutcome> {
  const intent = field(form, 'intent');
  if (intent === 'cpf') return submitCpf(ctx, form);
  clearLinkNotice(ctx.cookies);
  const flow = readLoginFlow(ctx.cookies);
  if (intent === 'restart' || !flow) {
    clearLoginFlow(ctx.cookies);
    if (intent !== 'restart') setFlash(ctx.cookies, { kind: 'error', msg: FALLBACK.session });
    return { redirect: '/' };
  }
  if (intent === 'forgot' && flow.complete) return submitForgot(ctx, flow);
  return submitPassword(ctx, flow, form);
}
