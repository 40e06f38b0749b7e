// 'Ouvir' (issue 21 §5): news items, FAQ answers and the accessibility statement read aloud by the
// device's own Portuguese voice, for members who read slowly and have no screen reader. The
// device's speech engine is the one thing stood in for (fake-speech.ts): headless Chromium may have
// no voice, and what a real one says cannot be checked. Everything else is the portal as it runs.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './accessibility.ts';
import { ANDROID_BRAZILIAN_VOICE, BRAZILIAN_VOICE, ENGLISH_VOICE, NETWORK_BRAZILIAN_VOICE, finishUtterance, installFakeSpeech, speechLog, type FakeVoice } from './fake-speech.ts';
import { asMaria as test, expect } from './fixtures.ts';
import { scriptsEnabled } from './scripting.ts';

const NEWS = '/noticia/1';
const HIGHLIGHT = '.read-aloud__current';

const button = (page: Page | Locator, name: string) => page.getByRole('button', { name, exact: true });
const spoken = async (page: Page) => (await speechLog(page)).spoken;

/** The page with the device offering these voices, once they have been announced. */
async function openWithVoices(page: Page, path: string, voices: FakeVoice[]): Promise<void> {
  await installFakeSpeech(page, voices);
  await page.goto(path);
  await page.waitForFunction(() => speechSynthesis.getVoices().length > 0);
}

/** Each block of text the member sees in the article, whitespace as a voice would read it. */
function articleBlocks(page: Page): Promise<string[]> {
  return page.locator('#noticia').locator('h1, p:not([data-ouvir-pular])').evaluateAll((blocks) =>
    blocks.map((block) => block.textContent!.replace(/\s+/g, ' ').trim()).filter(Boolean));
}

test.describe('com JavaScript', () => {
  test.skip(() => !scriptsEnabled(), 'o botão Ouvir só existe onde o navegador roda o script');

  test('a notícia é lida em ordem, em pt-BR, com o trecho destacado; pausar, continuar e parar funcionam', async ({ page }) => {
    await openWithVoices(page, NEWS, [ENGLISH_VOICE, BRAZILIAN_VOICE]);
    const player = page.locator('read-aloud');
    const status = player.getByRole('status');
    await button(page, 'Ouvir').click();

    await expect(status).toHaveText('Lendo…');
    await expect(button(page, 'Ouvir')).toBeHidden();
    // The button pressed went away: focus moves to the one that takes its place.
    await expect(button(page, 'Pausar')).toBeFocused();
    await expect(button(page, 'Parar')).toBeVisible();
    await expect.poll(() => spoken(page)).toHaveLength(1);
    const title = await page.locator('#noticia h1').innerText();
    expect((await spoken(page))[0]).toEqual({ text: title, lang: 'pt-BR', voice: BRAZILIAN_VOICE.name });
    await expect(page.locator(HIGHLIGHT)).toHaveText(title);

    await finishUtterance(page);
    await expect.poll(async () => (await spoken(page)).length).toBe(2);
    await expectNoAxeViolations(page, 'notícia sendo ouvida');

    // Pausing stops the voice at once; 'Continuar' says the interrupted sentence again.
    const before = await spoken(page);
    await button(page, 'Pausar').click();
    await expect(status).toHaveText('Pausado');
    await expect(button(page, 'Continuar')).toBeFocused();
    expect((await speechLog(page)).speaking).toBe(false);
    await expect(page.locator(HIGHLIGHT)).toHaveCount(1);
    await button(page, 'Continuar').click();
    await expect(status).toHaveText('Lendo…');
    await expect.poll(async () => (await spoken(page)).length).toBe(before.length + 1);
    expect((await spoken(page)).at(-1)!.text).toBe(before.at(-1)!.text);

    // To the end: every sentence once, in the article's order, each with its paragraph highlighted.
    const blocks = await articleBlocks(page);
    while ((await speechLog(page)).speaking) {
      const sentence = (await spoken(page)).at(-1)!.text;
      expect(await page.locator(HIGHLIGHT).innerText(), 'o destaque segue a leitura').toContain(sentence);
      await finishUtterance(page);
    }
    const heard = (await spoken(page)).filter((_, index) => index !== before.length); // the repeat
    expect(heard.map((utterance) => utterance.text.trim()).join(' ')).toBe(blocks.join(' '));
    expect(heard.length, 'uma frase de cada vez').toBeGreaterThan(blocks.length);
    expect(heard.every((utterance) => utterance.lang === 'pt-BR')).toBe(true);
    expect(heard.map((utterance) => utterance.text).join(' ')).not.toContain('Acessar o link');
    await expect(status).toHaveText('Leitura concluída');
    await expect(page.locator(HIGHLIGHT)).toHaveCount(0);
    await expect(button(page, 'Ouvir')).toBeFocused();
    await expect(button(page, 'Pausar')).toBeHidden();

    // 'Parar' in the middle: silence, no highlight, and 'Ouvir' starts again from the title.
    await button(page, 'Ouvir').click();
    await expect(page.locator(HIGHLIGHT)).toHaveText(title);
    await button(page, 'Parar').click();
    await expect(status).toHaveText('Leitura interrompida');
    expect((await speechLog(page)).speaking).toBe(false);
    await expect(page.locator(HIGHLIGHT)).toHaveCount(0);
    await expect(button(page, 'Ouvir')).toBeFocused();
  });

  test('sem voz em português instalada no aparelho não há botão Ouvir', async ({ page, context }) => {
    await openWithVoices(page, NEWS, [ENGLISH_VOICE]);
    await expect(page.locator('#noticia h1')).toBeVisible();
    await expect(button(page, 'Ouvir')).toHaveCount(0);
    // A voice that reads through its maker's servers would send the text out of the portal.
    const withNetworkVoice = await context.newPage();
    await openWithVoices(withNetworkVoice, NEWS, [NETWORK_BRAZILIAN_VOICE]);
    await expect(button(withNetworkVoice, 'Ouvir')).toHaveCount(0);
    // The same page with a Brazilian voice on the device shows it: the checks above can fail.
    const withVoice = await context.newPage();
    await openWithVoices(withVoice, NEWS, [BRAZILIAN_VOICE]);
    await expect(button(withVoice, 'Ouvir')).toBeVisible();
  });

  test('cada resposta do FAQ tem o seu Ouvir; começar outra para a primeira, e fechar a resposta para a leitura', async ({ page }) => {
    await openWithVoices(page, '/faq', [BRAZILIAN_VOICE]);
    const first = page.locator('.faq details').filter({ hasText: 'Esqueci minha senha. O que faço?' });
    const second = page.locator('.faq details').filter({ hasText: 'Como atualizo meu endereço e telefone?' });
    await first.locator('summary').click();
    await button(first, 'Ouvir').click();
    await expect.poll(async () => (await spoken(page)).map((utterance) => utterance.text)).toEqual(['Esqueci minha senha.']);
    await finishUtterance(page);
    await expect(first.locator(HIGHLIGHT)).toHaveText('Esqueci minha senha. O que faço?');
    await finishUtterance(page);
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toMatch(/^Informe seu CPF/);
    await expect(first.locator(HIGHLIGHT)).toHaveText(/Perdi minha senha/);
    await expectNoAxeViolations(page, 'FAQ com resposta sendo ouvida');

    await second.locator('summary').click();
    await button(second, 'Ouvir').click();
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe('Como atualizo meu endereço e telefone?');
    await expect(button(first, 'Ouvir')).toBeVisible();
    await expect(first.getByRole('status')).toHaveText('Leitura interrompida');
    await expect(page.locator(HIGHLIGHT)).toHaveCount(1);

    await second.locator('summary').click();
    await expect.poll(async () => (await speechLog(page)).speaking).toBe(false);
    await expect(page.locator(HIGHLIGHT)).toHaveCount(0);
  });

  test('/acessibilidade lê a própria declaração e explica o botão Ouvir', async ({ page }) => {
    await openWithVoices(page, '/acessibilidade', [ANDROID_BRAZILIAN_VOICE]);
    await expect(page.getByRole('heading', { level: 2, name: 'Ouvir o texto' })).toBeVisible();
    await button(page, 'Ouvir').click();
    await expect.poll(() => spoken(page)).toEqual([{ text: 'Acessibilidade', lang: 'pt-BR', voice: ANDROID_BRAZILIAN_VOICE.name }]);
    await finishUtterance(page);
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toMatch(/^Queremos que todos/);
    // The way back to the portal is a control, not part of the statement.
    const statement = await page.locator('#declaracao').innerText();
    expect(statement).not.toContain('Voltar para o login');
  });

  test('em alto contraste o trecho lido tem moldura amarela; com movimento reduzido, nada desliza', async ({ page }) => {
    await openWithVoices(page, NEWS, [BRAZILIAN_VOICE]);
    await page.getByRole('button', { name: 'Alto contraste' }).click();
    await expect(page.locator('html')).toHaveClass(/alto-contraste/);
    await page.waitForFunction(() => speechSynthesis.getVoices().length > 0);
    await button(page, 'Ouvir').click();
    const frame = await page.locator(HIGHLIGHT).evaluate((block) => {
      const style = getComputedStyle(block);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor };
    });
    expect(frame).toEqual({ style: 'solid', width: 3, colour: 'rgb(255, 255, 0)' });
    await expectNoAxeViolations(page, 'notícia sendo ouvida em alto contraste');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await page.locator(HIGHLIGHT).evaluate((block) => getComputedStyle(block).transitionDuration)).toBe('0s');
  });
});

test('sem JavaScript não aparece botão Ouvir, e o texto está todo na página', async ({ page }) => {
  test.skip(scriptsEnabled(), 'o projeto sem JavaScript confere a página como o servidor a manda');
  for (const path of [NEWS, '/faq', '/acessibilidade']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(button(page, 'Ouvir'), path).toHaveCount(0);
    await expect(page.locator('read-aloud button').first(), path).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Ouvir o texto' })).toBeVisible();
});
