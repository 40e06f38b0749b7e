// FAQ (spec §2): an accordion of native <details>, usable without JavaScript.
import { expectNoAxeViolations } from './accessibility.ts';
import { expect, signIn, test } from './fixtures.ts';
import { MARIA } from './members.ts';

test('cada pergunta abre e fecha a sua resposta', async ({ page }) => {
  // axe at two widths on several states of a page: on a shared 2-core machine that alone can take a minute.
  test.slow();
  await signIn(page, MARIA);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas Frequentes' })).toBeVisible();
  const questions = page.locator('.faq details');
  expect(await questions.count()).toBeGreaterThanOrEqual(8);
  await expectNoAxeViolations(page, 'FAQ fechado');

  const question = questions.filter({ hasText: 'Esqueci minha senha. O que faço?' });
  const answer = question.getByText(/Perdi minha senha/);
  await expect(answer).toBeHidden();
  await question.locator('summary').click();
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page, 'FAQ com resposta aberta');
  await question.locator('summary').click();
  await expect(answer).toBeHidden();
});
