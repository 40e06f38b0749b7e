// FAQ (spec §2): an accordion of native <details>, usable without JavaScript. The closed FAQ is
// checked by axe in guard.spec.ts; here the open answer.
import { expectNoAxeViolations } from './accessibility.ts';
import { asMaria as test, expect } from './fixtures.ts';

test('cada pergunta abre e fecha a sua resposta', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Perguntas Frequentes' })).toBeVisible();
  const questions = page.locator('.faq details');
  expect(await questions.count()).toBeGreaterThanOrEqual(8);

  const question = questions.filter({ hasText: 'Esqueci minha senha. O que faço?' });
  const answer = question.getByText(/Perdi minha senha/);
  await expect(answer).toBeHidden();
  await question.locator('summary').click();
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page, 'FAQ com resposta aberta');
  await question.locator('summary').click();
  await expect(answer).toBeHidden();
});
