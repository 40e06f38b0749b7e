// The page checks every journey relies on (axe, tests/e2e/page-bars.ts) must be able to fail: each
// is run here on a small page with one known defect of its kind, so a change that quietly blinds
// one of them (a rule switched off, a selector that matches nothing) fails the run.
import { expect, test } from '@playwright/test';
import { expectAxeClean } from './accessibility.ts';
import { fieldsAutocompleteAndPaste, forcedColorsAndMotion, sidewaysOverflow, targetsAndFocus } from './page-bars.ts';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'as verificações rodam dentro da página');

const page = (body: string) => `<!DOCTYPE html><html lang="pt-BR"><head><title>Verificação</title></head><body><main><h1>Verificação</h1>${body}</main></body></html>`;

test('axe recusa texto abaixo de 7:1, mesmo acima de 4,5:1 (AA)', async ({ page: tab }) => {
  // #767676 on white is 4.54:1: AA passes it, DESIGN §6's 7:1 does not.
  await tab.setContent(page('<p style="color:#767676;background:#fff">Texto claro demais</p>'));
  await expect(expectAxeClean(tab, 'texto claro', 1280)).rejects.toThrow(/color-contrast-enhanced/);
});

test('axe recusa um campo sem rótulo', async ({ page: tab }) => {
  await tab.setContent(page('<input type="text" name="cpf" autocomplete="off">'));
  await expect(expectAxeClean(tab, 'campo sem rótulo', 1280)).rejects.toThrow(/label/);
});

test('alvos pequenos e foco sem indicador são apontados', async ({ page: tab }) => {
  await tab.setContent(page('<button style="width:20px;height:20px;padding:0;outline:none">x</button>'));
  await tab.keyboard.press('Shift');
  const problems = await targetsAndFocus(tab);
  expect(problems.join('\n')).toMatch(/20×20 px/);
  expect(problems.join('\n')).toMatch(/sem indicador de 2 px/);
});

test('rolagem horizontal a 320 px aponta o elemento que sai da tela', async ({ page: tab }) => {
  await tab.setViewportSize({ width: 320, height: 640 });
  await tab.setContent(page('<section><div class="larga" style="width:600px"><p>Uma linha larga demais</p></div></section><div style="overflow-x:auto"><pre style="width:900px">rola sozinho</pre></div>'));
  expect(await sidewaysOverflow(tab)).toEqual(['div.larga "Uma linha larga demais" passa 288 px da borda']);
});

test('botão sem borda em cores forçadas e animação com movimento reduzido são apontados', async ({ page: tab }) => {
  await tab.setContent(page('<button style="border:0;background:#036;color:#fff;min-height:44px;min-width:44px">Enviar</button><p style="animation:spin 2s infinite">Girando</p><style>@keyframes spin{to{transform:rotate(1turn)}}</style>'));
  await tab.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
  await tab.keyboard.press('Shift');
  const problems = (await forcedColorsAndMotion(tab)).join('\n');
  expect(problems).toMatch(/sem borda em cores forçadas/);
  expect(problems).toMatch(/animação/);
});

test('campo sem autocomplete e campo que recusa colar são apontados', async ({ page: tab }) => {
  await tab.setContent(page('<label>Nome <input name="nome"></label><label>E-mail <input name="email" autocomplete="email" onpaste="return false"></label>'));
  const problems = (await fieldsAutocompleteAndPaste(tab)).join('\n');
  expect(problems).toMatch(/"Nome" sem autocomplete/);
  expect(problems).toMatch(/"E-mail" recusa colar/);
});
