// Financeiro (spec §2–§9) as Maria, with and without JavaScript: the panel, the subscription's
// payment method (dialog / plain page), the invoices' 'Carregar mais', paying by card (one charge
// in the sandbox ledger) and by PIX (code, QR, 'Paga' once the provider confirms), and cards
// (add with the approved and the declined test numbers, delete behind a confirmation).
// Runs in order: each payment takes the newest pending invoice, and each project has its own stack.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, signIn, test } from './fixtures.ts';
import { MARIA } from './members.ts';
import { chargesOf, confirmPix } from './payment-sandbox.ts';
import { scriptsEnabled, waitForIslands } from './scripting.ts';

test.describe.configure({ mode: 'serial' });

const detail = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test.beforeEach(async ({ page }) => {
  test.slow();
  await signIn(page, MARIA);
});

test('painel com os três cartões e a sub-navegação', async ({ page }) => {
  await page.goto('/financeiro');
  const nav = page.getByRole('navigation', { name: 'Financeiro' });
  for (const name of ['Assinatura', 'Cartões', 'Faturas']) {
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(`^${name} Clique para ver mais`) })).toBeVisible();
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  // The page as it opens is analysed by guard.spec.ts (every private page, both modes).
});

test('assinatura: dados e troca da forma de pagamento', async ({ page }) => {
  await page.goto('/financeiro/assinatura');
  await expect(detail(page, 'Valor')).toHaveText(/R\$\s45,90/);
  await expect(detail(page, 'Frequência')).toHaveText('1 mês');
  await expect(detail(page, 'Forma de pagamento')).toHaveText('Cartão de crédito');
  await expect(detail(page, 'Criada em')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByRole('link', { name: 'Falar com o suporte pelo WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  // The page as it opens is analysed by guard.spec.ts (every private page, both modes).

  for (const [choice, shown] of [['Boleto', 'Boleto'], ['Cartão de crédito (o cartão ativo)', 'Cartão de crédito']] as const) {
    await waitForIslands(page);
    await page.getByRole('link', { name: 'Alterar forma de pagamento' }).click();
    if (scriptsEnabled()) {
      const dialog = page.getByRole('dialog', { name: 'Alterar forma de pagamento' });
      await expect(dialog).toBeVisible();
      if (shown === 'Boleto') await expectNoAxeViolations(page, 'assinatura: diálogo aberto');
      await dialog.getByLabel(choice).check();
      await dialog.getByRole('button', { name: 'Salvar forma de pagamento' }).click();
    } else {
      await expect(page).toHaveURL(/alterar=1/);
      await expect(page.getByRole('heading', { level: 1, name: 'Alterar forma de pagamento' })).toBeVisible();
      if (shown === 'Boleto') await expectNoAxeViolations(page, 'assinatura: página de troca');
      await page.getByLabel(choice).check();
      await page.getByRole('button', { name: 'Salvar forma de pagamento' }).click();
    }
    await expect(page.getByText('Forma de pagamento da assinatura alterada com sucesso')).toBeVisible();
    await expect(detail(page, 'Forma de pagamento')).toHaveText(shown);
  }
});

// Issue #20. The stacks' day is DEMO_TODAY (02/03/2026): of Maria's open invoices only February's
// (due 10/02/2026) is overdue, and the payment journeys below leave it so.
test('faturas vencidas: aviso no painel e em Faturas, "Vencida em" e a assinatura em atraso', async ({ page }) => {
  const notice = /^Você tem 1 fatura vencida — total R\$\s45,90$/;
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText(notice)).toBeVisible();
  await page.getByRole('link', { name: 'Ver faturas vencidas' }).click();
  await expect(page).toHaveURL(/\/financeiro\/faturas#vencidas$/);
  await expect(page.getByRole('main').getByText(notice)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Ver faturas vencidas' }).click();
  const late = page.locator('.finance-list > li').filter({ hasText: 'Vencida em' });
  await expect(late).toHaveCount(1);
  await expect(late.getByRole('heading', { level: 2 })).toHaveText(/^Mensalidade associativa fevereiro/);
  await expect(page).toHaveURL(new RegExp(`#${await late.getByRole('heading', { level: 2 }).getAttribute('id')}$`));
  await expect(late.locator('dt', { hasText: /^Situação$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^Pendente\s*Vencida em 10\/02\/2026$/);
  // Nothing recorded for an unpaid invoice: no 'Pagamento: Não informado'.
  await expect(page.locator('.finance-list > li').filter({ hasText: /Pendente/ }).locator('dt', { hasText: /^Pagamento$/ })).toHaveCount(0);
  await page.goto('/financeiro/assinatura');
  await expect(detail(page, 'Situação')).toHaveText(/^Em atraso: 1 fatura vencida\s*Ver faturas vencidas$/);
});

test("faturas: 'Carregar mais' acrescenta só as novas e some no fim", async ({ page }) => {
  await page.goto('/financeiro/faturas');
  const items = page.locator('.finance-list > li');
  await expect(items).toHaveCount(10);
  await expect(page.getByText(/^Pendente$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Ver boleto/ }).first()).toBeVisible();
  // Analysed here, not in guard.spec.ts: the payment journeys below pay invoices, and this file's
  // tests run in order, so the list is always pictured before that.
  await expectNoAxeViolations(page, '/financeiro/faturas');
  await page.getByRole('link', { name: 'Carregar mais' }).click();
  await expect(items).toHaveCount(20);
  await expect(page.locator('#pagina-2')).toBeFocused();
  await page.getByRole('link', { name: 'Carregar mais' }).click();
  await expect(items).toHaveCount(28);
  await expect(page.getByRole('link', { name: 'Carregar mais' })).toHaveCount(0);
  // Titles are whole (a departure from spec §9's cut at 40), and each 'Pagar' names its invoice.
  const titles = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  expect(titles).toContain('Contribuição extraordinária aprovada na A.G.O');
  expect(titles.filter((title) => /…|\.\.\.$/.test(title))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Pagar Contribuição extraordinária aprovada na A.G.O', exact: true })).toBeVisible();
});

// The overdue invoice is left unpaid: the pages that show it must look the same in every run.
async function openFirstPendingPayment(page: Page): Promise<string> {
  await page.goto('/financeiro/faturas');
  await page.locator('.finance-list > li').filter({ hasNotText: 'Vencida em' }).getByRole('link', { name: /^Pagar/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar fatura' })).toBeVisible();
  return page.url().split('/').pop()!;
}

test('pagar com cartão depois de gerar um PIX: o PIX é cancelado, uma cobrança paga, fatura Paga', async ({ page, paymentSandboxUrl, dataDir }) => {
  const id = await openFirstPendingPayment(page);
  await expectNoAxeViolations(page, 'pagar fatura');
  await page.getByLabel(/^PIX/).check();
  await page.getByRole('button', { name: /^Confirmar pagamento/ }).click();
  await expect(page.getByLabel('Código PIX copia e cola')).toHaveValue(/^000201/);
  // The member prefers the card after all: the open code is cancelled first, the card charged once.
  await page.getByLabel(/Cartão Visa/).check();
  // A double click must not pay twice: the form's Idempotency-Key makes the repeat a replay.
  await page.getByRole('button', { name: /^Confirmar pagamento/ }).dblclick();
  // Issue #20: the payment ends on the invoice's page, with the confirmation and the receipt.
  await expect(page).toHaveURL(new RegExp(`/financeiro/faturas/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Fatura paga' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Fatura paga com sucesso')).toBeVisible();
  const charges = await chargesOf({ paymentSandboxUrl, dataDir }, id);
  expect(charges.map((c) => [c.payment_method_code, c.status])).toEqual([['pix', 'canceled'], ['credit_card', 'paid']]);
  const receipt = page.getByRole('region', { name: 'Comprovante de pagamento' });
  await expect(detail(receipt, 'Fatura')).toHaveText(await page.locator('#fatura-titulo').innerText());
  await expect(detail(receipt, 'Valor pago')).toHaveText(/^R\$\s\d+,\d{2}$/);
  await expect(detail(receipt, 'Forma de pagamento')).toHaveText('Cartão Visa final 4242');
  await expect(detail(receipt, 'Data e hora')).toHaveText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
  await expect(detail(receipt, 'Código do pagamento')).toHaveText(String(charges[1]!.bill_id));
  await expectNoAxeViolations(page, 'fatura paga com comprovante');
  // The receipt is the invoice's: it is there at every later visit, the confirmation only once.
  await page.goto(`/financeiro/faturas/${id}`);
  await expect(page.getByText('Pagamento recebido. A fatura está Paga.')).toBeVisible();
  await expect(detail(receipt, 'Forma de pagamento')).toHaveText('Cartão Visa final 4242');
  await expect(page.getByText('Fatura paga com sucesso')).toHaveCount(0);
});

// One payment state across PIX and card (issue 19): the code is paid in the bank app while the page
// still offers the card; submitting the card then charges nothing, and the provider holds one paid charge.
test('pagar com PIX e depois com cartão: PIX pago no banco, cartão não cobrado', async ({ page, paymentSandboxUrl, dataDir }) => {
  const sandbox = { paymentSandboxUrl, dataDir };
  const id = await openFirstPendingPayment(page);
  await page.getByLabel(/^PIX/).check();
  await page.getByRole('button', { name: /^Confirmar pagamento/ }).click();
  await expect(page).toHaveURL(new RegExp(`/financeiro/faturas/${id}$`));
  await expect(page.getByLabel('Código PIX copia e cola')).toHaveValue(/^000201/);
  await expect(page.getByRole('img', { name: 'QR code do PIX desta fatura' })).toBeVisible();
  await expectNoAxeViolations(page, 'PIX aguardando');
  await confirmPix(sandbox, id);
  // The page as it was loaded still offers the card: the member submits it anyway.
  await page.getByLabel(/Cartão Visa/).check();
  await page.getByRole('button', { name: /^Confirmar pagamento/ }).click();
  // The webhook may have recorded the PIX before the submit ('já está paga') or not ('já foi paga').
  await expect(page.getByRole('main').locator('.form__alert')).toHaveText(/Esta fatura já (foi|está) paga/);
  await expect(detail(page, 'Situação')).toHaveText('Paga');
  await expect(page.getByText('Pagamento recebido. A fatura está Paga.')).toBeVisible();
  const charges = await chargesOf(sandbox, id);
  expect(charges.map((c) => [c.payment_method_code, c.status])).toEqual([['pix', 'paid']]);
});

test("pagar com PIX: 'Pagamento recebido' chega sozinho (com scripts) ou com 'Já paguei'", async ({ page, paymentSandboxUrl, dataDir }) => {
  const sandbox = { paymentSandboxUrl, dataDir };
  const id = await openFirstPendingPayment(page);
  await page.getByLabel(/^PIX/).check();
  await page.getByRole('button', { name: /^Confirmar pagamento/ }).click();
  await expect(page.getByLabel('Código PIX copia e cola')).toHaveValue(/^000201/);
  await confirmPix(sandbox, id);
  if (scriptsEnabled()) {
    await expect(page.getByRole('status').filter({ hasText: 'Pagamento recebido. A fatura está Paga.' })).toBeVisible({ timeout: 15_000 });
  } else {
    await page.getByRole('button', { name: 'Já paguei' }).click();
    await expect(page.getByText('Pagamento recebido. A fatura está Paga.')).toBeVisible();
  }
  await page.goto(`/financeiro/faturas/${id}`);
  await expect(detail(page, 'Situação')).toHaveText('Paga');
  expect(await chargesOf(sandbox, id)).toHaveLength(1);
});

// The card island is client:visible: it hydrates when its dialog shows, and opening the dialog
// must be enough to make the form usable.
async function openAddCardDialog(page: Page, dialog: Locator) {
  await page.getByRole('link', { name: 'Adicionar cartão' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(dialog.getByLabel('Número do cartão')).toBeEditable();
}

async function addCard(page: Page, number: string, cvv = '123', forSubscription?: 'Sim' | 'Não') {
  const dialog = page.getByRole('dialog', { name: 'Adicionar cartão' });
  await openAddCardDialog(page, dialog);
  if (forSubscription) {
    const question = dialog.getByRole('group', { name: 'Usar este cartão para pagar a assinatura?' });
    await question.getByLabel(new RegExp(`^${forSubscription},`)).check();
  }
  await dialog.getByLabel('Número do cartão').fill(number);
  await dialog.getByLabel('Nome do titular (como no cartão)').fill('Maria A da Silva');
  await dialog.getByLabel('Mês de expiração (MM)').fill('12');
  await dialog.getByLabel('Ano de expiração (AAAA)').fill('2031');
  await dialog.getByLabel('CVV (código de segurança)').fill(cvv);
  await dialog.getByRole('button', { name: 'Adicionar cartão' }).click();
  return dialog;
}

test('cartões: adicionar (aprovado e recusado) e excluir', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/financeiro/cartoes');
  await expect(page.getByText('•••• •••• •••• 4242').first()).toBeVisible();
  await expect(page.getByText(/ficam guardados no provedor de pagamentos/)).toBeVisible();
  // Members say 'excluir'; 'deletar' is programmers' jargon.
  await expect(page.getByRole('link', { name: /^Excluir cartão/ }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/deletar/i)).toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: 'Adicionar cartão' });
  // The page as it opens is analysed by guard.spec.ts (every private page, both modes).

  if (scriptsEnabled()) {
    await waitForIslands(page);
    // A first visit neither hydrates the card form nor downloads its code (imask): only opening
    // the dialog does.
    // Located by id: a closed dialog is outside the accessibility tree, so a role locator finds
    // nothing in it (that is what once made this look like an early hydration).
    const island = page.locator('#dialogo-cartao astro-island');
    const componentPath = await island.getAttribute('component-url');
    await expect(island).toHaveAttribute('ssr', '');
    expect(componentPath).toMatch(/^\/_astro\/CardForm\./);
    expect(scripts).not.toContain(componentPath);
    await openAddCardDialog(page, dialog);
    expect(scripts).toContain(componentPath);
    await dialog.getByLabel('Número do cartão').fill('4242');
    await dialog.getByLabel('Número do cartão').blur();
    await expect(dialog.getByText('Número do cartão inválido')).toBeVisible();
    await dialog.getByRole('button', { name: 'Adicionar cartão' }).click();
    for (const message of ['Nome do titular inválido', 'Mês de expiração inválido', 'Ano de expiração inválido', 'CVV inválido']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expectNoAxeViolations(page, 'cartões: diálogo de adicionar com erros');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // The provider tokenizes the declined number; the refusal comes when the API registers it.
    await addCard(page, '4000 0000 0000 0002');
    await expect(page.locator('.form__alert')).toContainText('recusado pela operadora');
    await expect(page.getByRole('listitem').filter({ hasText: '0002' })).toHaveCount(0);
    // Issue #20: with the subscription paid by card, the dialog says the new card takes its place;
    // paid by bank slip, it asks whether the new card pays it from now on.
    await page.goto('/financeiro/cartoes');
    await waitForIslands(page);
    await openAddCardDialog(page, dialog);
    await expect(dialog.getByText(/Este cartão passa a ser o cartão da sua assinatura/)).toBeVisible();
    await page.goto('/financeiro/assinatura?alterar=1');
    await page.getByLabel('Boleto').check();
    await page.getByRole('button', { name: 'Salvar forma de pagamento' }).click();
    await expect(detail(page, 'Forma de pagamento')).toHaveText('Boleto');
    await page.goto('/financeiro/cartoes');
    await waitForIslands(page);
    await addCard(page, '5555 5555 5555 4444', '123', 'Sim');
    // The confirmation stays on the page, past the toast's 5 seconds.
    await expect(page.getByRole('main').locator('.confirmation')).toHaveText(/Cartão de crédito adicionado com sucesso\. A assinatura passa a ser paga com este cartão\./);
    await page.goto('/financeiro/assinatura');
    await expect(detail(page, 'Forma de pagamento')).toHaveText('Cartão de crédito');
    await page.goto('/financeiro/cartoes');
    const added = page.getByRole('listitem').filter({ hasText: '•••• •••• •••• 4444' });
    await expect(added.getByText('Ativo', { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '4242' }).getByText('Inativo')).toBeVisible();

    await added.getByRole('link', { name: /^Excluir cartão/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Deseja realmente excluir este cartão?' });
    await expect(confirm).toBeVisible();
    // Issue #20: the active card is the subscription's, and deleting it says so.
    await expect(confirm.getByText(/Este é o cartão ativo, usado na sua assinatura/)).toBeVisible();
    await expectNoAxeViolations(page, 'cartões: confirmação de exclusão');
    await confirm.getByRole('button', { name: 'Sim, excluir cartão' }).click();
    await expect(page.getByText('Cartão de crédito excluído com sucesso')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '4444' }).getByText('Deletado')).toBeVisible();
  } else {
    await expect(page.getByText(/Para adicionar um cartão é preciso ter o JavaScript ativado/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Adicionar cartão' })).toBeHidden();
    const inactive = page.getByRole('listitem').filter({ hasText: '5100' });
    await inactive.getByRole('link', { name: /^Excluir cartão/ }).click();
    await expect(page).toHaveURL(/deletar=\d+/);
    await expect(page.getByRole('heading', { name: 'Deseja realmente excluir este cartão?' })).toBeVisible();
    await expect(page.getByText(/Este é o cartão ativo/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'cartões: página de confirmação');
    await page.getByRole('button', { name: 'Sim, excluir cartão' }).click();
    await expect(page.getByText('Cartão de crédito excluído com sucesso')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '5100' }).getByText('Deletado')).toBeVisible();
    // Issue #20: the active card's confirmation warns that the subscription needs another.
    await page.getByRole('listitem').filter({ hasText: '4242' }).getByRole('link', { name: /^Excluir cartão/ }).click();
    await expect(page.getByText(/Este é o cartão ativo, usado na sua assinatura/)).toBeVisible();
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: '4242' }).getByText('Ativo', { exact: true })).toBeVisible();
  }
});

// DESIGN §7.5: card number and CVV go from the browser to the provider only. Every request to the
// portal's origin is recorded (URL, headers, body) while a card is added, then the stack's log.
test.describe('segredo do cartão', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'adicionar cartão precisa de JavaScript');

  test('número do cartão e CVV nunca chegam ao portal nem aos logs', async ({ page, baseURL, dataDir }) => {
    const NUMBER = '4242424242424242';
    const CVV = '7391';
    // Digits standing alone: a timestamp that happens to contain 7391 is not a leak.
    const leaks = (text: string) => text.replace(/\D/g, '').includes(NUMBER) || new RegExp(`(?<!\\d)${CVV}(?!\\d)`).test(text);
    const portal: string[] = [];
    const provider: string[] = [];
    page.on('request', (request) => {
      const seen = `${request.method()} ${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ''}`;
      (new URL(request.url()).origin === new URL(baseURL!).origin ? portal : provider).push(seen);
    });
    await page.goto('/financeiro/cartoes');
    await waitForIslands(page);
    await addCard(page, '4242 4242 4242 4242', CVV);
    await expect(page.getByText('Cartão de crédito adicionado com sucesso')).toBeVisible();

    expect(provider.some((request) => request.includes(NUMBER) && request.includes(CVV)), 'os dados foram ao provedor').toBe(true);
    expect(portal.length).toBeGreaterThan(2);
    expect(portal.filter(leaks), 'pedidos ao portal com dados do cartão').toEqual([]);
    const log = readFileSync(join(dataDir, 'stack.log'), 'utf8');
    expect(log).toContain('/credit/card');
    expect(log.split('\n').filter((line) => !line.startsWith('[pagamentos]') && leaks(line)), 'linhas de log da API e do portal com dados do cartão').toEqual([]);
  });
});
