// axe leaves a colour-contrast check "incomplete" when it cannot measure it, and says why. Some
// reasons mean the text is not over one solid colour, or is not text: over a picture, a gradient,
// a filter or pseudo-element content (`bgImage`, `bgGradient`, `imgNode`, `bgFilter`,
// `pseudoContent`), under or over another element (`bgOverlap`; `elmPartiallyObscuring` is our
// toast overlay, whose colour pairs are the ones axe measures by the fields; `elmPartiallyObscured`
// is text clipped by its own scroll container, such as a tall <dialog> scrolled to its first error
// at 800 px high, in the same colours axe measures when the page is not scrolled), or an icon glyph
// outside the Basic Multilingual Plane (`nonBmp`, aria-hidden beside its measured label). A person
// judges those in the reference screenshots. Every other reason (`fgAlpha`,
// `shortTextContent`, `colorParse`…) leaves text over a solid colour that
// axe simply did not measure, and DESIGN §6's 7:1 must not pass by default: those fail.
import type { Result } from 'axe-core';

const CONTRAST_RULES = new Set(['color-contrast', 'color-contrast-enhanced']);
const NOT_TEXT_OVER_SOLID_COLOUR = new Set([
  'bgImage', 'bgGradient', 'imgNode', 'bgFilter', 'pseudoContent', 'bgOverlap', 'elmPartiallyObscuring', 'elmPartiallyObscured',
  'nonBmp',
]);

function reasonOf(node: Result['nodes'][number]): string {
  const check = [...node.any, ...node.all, ...node.none].find((c) => (c.data as { messageKey?: string } | null)?.messageKey);
  return (check?.data as { messageKey: string } | undefined)?.messageKey ?? 'sem motivo';
}

/** The incomplete contrast results over a solid colour, as failures that name axe's reason. */
export function undecidedContrastOverSolidColour(incomplete: Result[]): Result[] {
  return incomplete
    .filter((result) => CONTRAST_RULES.has(result.id))
    .map((result) => {
      const nodes = result.nodes.filter((node) => !NOT_TEXT_OVER_SOLID_COLOUR.has(reasonOf(node)));
      const reasons = [...new Set(nodes.map(reasonOf))].join(', ');
      return { ...result, nodes, help: `${result.help} (axe não decidiu sobre fundo sólido: ${reasons})` };
    })
    .filter((result) => result.nodes.length > 0);
}
