// The protected viewer's watermark picture (src/islands/pdf-viewer/watermark-image.ts): whatever a
// member's name holds, the SVG stays well-formed and says it exactly, and a long name still fits.
import { describe, expect, it } from 'vitest';
import { watermarkImage } from '../../src/islands/pdf-viewer/watermark-image.ts';

function svgOf(cssUrl: string): string {
  const match = /^url\("data:image\/svg\+xml,([^"]+)"\)$/.exec(cssUrl);
  expect(match, 'um url() de CSS com o SVG').not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('marca d’água do visualizador protegido', () => {
  it('diz o nome e o CPF mascarado como estão, com os caracteres especiais do XML escapados', () => {
    const svg = svgOf(watermarkImage(`Ana D'Ávila & <Filhos> "Sá" · CPF ***.982.247-**`));
    expect(svg).toContain('>Ana D&#39;Ávila &#38; &#60;Filhos&#62; &#34;Sá&#34; · CPF ***.982.247-**</text>');
    expect(svg.match(/<text/g)).toHaveLength(1);
  });

  it('um nome longo fica menor, dentro da imagem; um curto não passa do tamanho máximo', () => {
    const size = (text: string) => Number(/font-size="(\d+)"/.exec(svgOf(watermarkImage(text)))![1]);
    const long = 'Maria Aparecida dos Santos de Oliveira Albuquerque · CPF ***.982.247-**';
    expect(size(long) * 0.62 * long.length).toBeLessThanOrEqual(900);
    expect(size('Ana · CPF ***.982.247-**')).toBe(Math.floor(900 / (0.62 * 24)));
    expect(size('Ana')).toBe(64);
  });
});
