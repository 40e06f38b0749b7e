// A protected copy's stamp (drawn twice per page) is shown once, apart from the document's words.
import { describe, expect, it } from 'vitest';
import { separateStamp } from '../../src/lib/pdf-text/stamp.ts';

const STAMP = 'Cópia de Maria Aparecida da Silva · CPF ***.982.247-** · 25/11/2026, 09:14';

describe('separateStamp', () => {
  it('tira o carimbo (rodapé e diagonal juntos) do texto e o devolve uma vez', () => {
    expect(separateStamp(['Acordo coletivo 2025', 'Resumo do acordo.', `${STAMP} ${STAMP}`])).toEqual({
      paragraphs: ['Acordo coletivo 2025', 'Resumo do acordo.'], stamp: STAMP,
    });
  });

  it('um parágrafo do documento que só cita uma cópia fica onde está', () => {
    const quoted = `O associado recebeu: ${STAMP}, conforme o termo.`;
    expect(separateStamp([quoted])).toEqual({ paragraphs: [quoted], stamp: null });
  });
});
