// Output registry helpers shared by every set.
import { Doc, drawIn } from '../lib/svg.ts';
import { chineseName } from '../../../src/media/picture-names.ts';

/**
 * A drawing: where it goes (relative to public/), its SVG, and its width (what a raster rendering is drawn at);
 * `zh`, for a drawing with words (lib/svg.ts `Words`), the same drawing with its words in Chinese.
 */
export interface Out { file: string; data: string; width: number; zh?: Out }

/** Build one SVG file, and its Chinese drawing if it has words: `draw` receives the document to register gradients on. */
export function svg(file: string, w: number, h: number, title: string, draw: (doc: Doc) => string | string[]): Out {
  const render = () => {
    const doc = new Doc(w, h, title);
    return doc.render(draw(doc));
  };
  const { drawn, bilingual } = drawIn('en', render);
  const out: Out = { file, data: drawn, width: w };
  return bilingual ? { ...out, zh: { file: chineseName(file), data: drawIn('zh', render).drawn, width: w } } : out;
}

/** Every file the drawings make: each, then its Chinese drawing if it has one. */
export const everyFile = (outs: Out[]): Out[] => outs.flatMap((o) => (o.zh ? [o, o.zh] : [o]));

/** Scale a drawing made around (0,0)-ish into place. */
export const place = (x: number, y: number, s: number, body: string) => `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;
