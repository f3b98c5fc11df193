// Output registry helpers shared by every set.
import { Doc } from '../lib/svg.ts';

/** A drawing: where it goes (relative to public/), its SVG, and its width (what a raster rendering is drawn at). */
export interface Out { file: string; data: string; width: number }

/** Build one SVG file: `draw` receives the document to register gradients on. */
export function svg(file: string, w: number, h: number, title: string, draw: (doc: Doc) => string | string[]): Out {
  const doc = new Doc(w, h, title);
  return { file, data: doc.render(draw(doc)), width: w };
}

/** Scale a drawing made around (0,0)-ish into place. */
export const place = (x: number, y: number, s: number, body: string) => `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;
