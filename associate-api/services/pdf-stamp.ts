// Every copy of a protected file names the member it was served to, on every page, in the PDF
// itself (not only the viewer's overlay): a leaked copy, printed or saved by any means, points back
// to its source. The stamp is a PDF incremental update (ISO 32000 §7.5.6): the file's own bytes,
// unchanged, followed by a few kilobytes that redefine each page with one more content stream. So
// the file is streamed from the database in slices like any other and only the small tail is made
// per view. Reading the file whole to plan that tail (which pages, their resources) happens once
// per file, two files at a time, and the plan is kept with the file (README "Arquivos protegidos").
import pLimit from 'p-limit';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

// Two cores: more plans at once would only add memory, not speed.
const plans = pLimit(2);

type PagePlan = {
  ref: [number, number];
  /** The page dictionary's entries but /Contents and /Resources, as PDF syntax. */
  head: string;
  /** The page's content streams (references), as PDF syntax, possibly empty. */
  contents: string;
  /** Its resources (inherited ones included) but /Font and /ExtGState; then the inner entries of those two. */
  resources: string;
  fonts: string;
  states: string;
  width: number;
  height: number;
};

export type StampPlan = { size: number; startxref: number; nextObject: number; trailer: string; endsWithNewline: boolean; pages: PagePlan[] };

const entriesOf = (dict: PDFDict | undefined, skip: string[] = []) =>
  (dict?.entries() ?? []).filter(([key]) => !skip.includes(key.asString())).map(([key, value]) => `${key} ${value}`).join(' ');

const innerOf = (value: PDFObject | undefined) => {
  if (value instanceof PDFArray) return value.asArray().map(String).join(' ');
  return value ? String(value) : '';
};

/**
 * What the tail of every stamped copy of this file needs; refuses what pdf-lib cannot read (damaged,
 * encrypted). `load` reads the file whole, inside the slot, so only two files are in memory at once.
 */
export function planStamp(load: () => Promise<Uint8Array>): Promise<StampPlan> {
  return plans(async () => {
    const bytes = await load();
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
    const startxref = [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1)?.[1];
    if (startxref === undefined) throw new Error('PDF sem startxref');
    // New objects take numbers past the file's own /Size (its xref stream or trailer): pdf-lib does
    // not count object streams and xref streams among the objects it read.
    const latin1 = (from: number, to: number) => new TextDecoder('latin1').decode(bytes.subarray(from, to));
    const declared = [...`${latin1(Number(startxref), Number(startxref) + 4096)} ${tail}`.matchAll(/\/Size\s+(\d+)/g)].map((m) => Number(m[1]));
    const nextObject = Math.max(pdf.context.largestObjectNumber + 1, ...declared);
    const { Root, Info, ID } = pdf.context.trailerInfo;
    const trailer = [`/Root ${Root}`, Info ? `/Info ${Info}` : '', ID ? `/ID ${ID}` : ''].filter(Boolean).join(' ');
    const pages = pdf.getPages().map((page): PagePlan => {
      const node = page.node;
      const contents = node.lookup(PDFName.of('Contents'));
      const resources = node.Resources();
      const { width, height } = page.getSize();
      return {
        ref: [page.ref.objectNumber, page.ref.generationNumber],
        head: entriesOf(node, ['Contents', 'Resources']),
        contents: contents instanceof PDFStream ? String(node.get(PDFName.of('Contents'))) : innerOf(contents),
        resources: entriesOf(resources, ['Font', 'ExtGState']),
        fonts: entriesOf(resources?.lookupMaybe(PDFName.of('Font'), PDFDict)),
        states: entriesOf(resources?.lookupMaybe(PDFName.of('ExtGState'), PDFDict)),
        width,
        height,
      };
    });
    return { size: bytes.length, startxref: Number(startxref), nextObject, trailer, endsWithNewline: bytes.at(-1) === 0x0a, pages };
  });
}

// The standard Helvetica draws WinAnsi, which for these characters is Latin-1; anything else is '?'.
const winAnsiHex = (text: string) =>
  [...text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?')].map((ch) => ch.charCodeAt(0).toString(16).padStart(2, '0')).join('');

const stream = (content: string) => `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/** What each page gets drawn over it: the line at the foot, and large and light across the middle. */
function stampContent(page: PagePlan, line: string): string {
  const hex = winAnsiHex(line);
  // Helvetica averages about half an em per character: large enough to read, within the page.
  const size = Math.max(10, Math.min(24, (page.width * 0.9) / Math.max(1, line.length * 0.5)));
  const [cos, sin] = [Math.cos(Math.PI / 5.14), Math.sin(Math.PI / 5.14)].map((n) => n.toFixed(4));
  return [
    'Q q', // back to the page's own starting state (the first stream saved it), whatever it left
    `BT /StampF 8 Tf 0.25 g 24 14 Td <${hex}> Tj ET`,
    `/StampGS gs 0.6 g BT /StampF ${size.toFixed(1)} Tf ${cos} ${sin} -${sin} ${cos} ${(page.width * 0.08).toFixed(1)} ${(page.height * 0.3).toFixed(1)} Tm <${hex}> Tj ET`,
    'Q',
  ].join('\n');
}

/** The bytes that follow the file's own in this view's copy: new objects, a cross-reference section, a trailer. */
export function stampTail(plan: StampPlan, line: string): Uint8Array {
  const font = plan.nextObject;
  const state = font + 1;
  const save = font + 2;
  const objects: [number, number, string][] = [
    [font, 0, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'],
    [state, 0, '<< /Type /ExtGState /ca 0.35 /CA 0.35 >>'],
    [save, 0, stream('q')],
  ];
  plan.pages.forEach((page, i) => {
    const stamp = save + 1 + i;
    objects.push([stamp, 0, stream(stampContent(page, line))]);
    objects.push([page.ref[0], page.ref[1], `<< ${page.head} /Contents [${save} 0 R ${page.contents} ${stamp} 0 R] ` +
      `/Resources << ${page.resources} /Font << ${page.fonts} /StampF ${font} 0 R >> /ExtGState << ${page.states} /StampGS ${state} 0 R >> >> >>`]);
  });
  let text = plan.endsWithNewline ? '' : '\n';
  const offsets = new Map<number, [number, number]>();
  for (const [number, generation, body] of objects) {
    offsets.set(number, [plan.size + Buffer.byteLength(text, 'latin1'), generation]);
    text += `${number} ${generation} obj\n${body}\nendobj\n`;
  }
  const xref = plan.size + Buffer.byteLength(text, 'latin1');
  text += 'xref\n';
  for (const number of [...offsets.keys()].sort((a, b) => a - b)) {
    const [offset, generation] = offsets.get(number)!;
    text += `${number} 1\n${String(offset).padStart(10, '0')} ${String(generation).padStart(5, '0')} n\r\n`;
  }
  const size = Math.max(...offsets.keys()) + 1;
  text += `trailer\n<< /Size ${size} ${plan.trailer} /Prev ${plan.startxref} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
}
