// The Ventaura mark (a "V" of two converging air streams inside a duct-blue tile) and the outlined wordmark.
import { openSync } from 'fontkit';
import { C, Doc, at, el, path, rect, d, g, f } from '../lib/svg.ts';

// Liberation Sans Bold (Debian fonts-liberation) is metric-compatible with Arial; outlining the
// wordmark makes the logo look identical on every visitor's machine.
const WORD_FONT = '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf';

/** Mark in a 40×40 box. `mono` draws it for dark backgrounds (white tile, blue V). */
export function mark(doc: Doc, mono = false): string {
  const tile = mono ? C.white : doc.lin([[0, '#1466b8'], [1, C.primary]], 0, 0, 1, 1);
  const vCol = mono ? C.primary : C.white;
  return g({}, [
    rect(0, 0, 40, 40, { rx: 9, fill: tile }),
    // Left stream: solid; right stream: the accent teal, meeting at the throat like a venturi.
    path(d`M9.5 10.5 L20 29.5`, { stroke: vCol, 'stroke-width': 5, 'stroke-linecap': 'round', fill: 'none' }),
    path(d`M30.5 10.5 L20 29.5`, { stroke: C.accent, 'stroke-width': 5, 'stroke-linecap': 'round', fill: 'none' }),
    path(d`M7 19.5 C12 16.5 15 16.5 20 19.5 S28 22.5 33 19.5`, { stroke: vCol, 'stroke-width': 1.6, 'stroke-linecap': 'round', fill: 'none', opacity: 0.55 }),
  ]);
}

let cached: { d: string; width: number } | undefined;
/** "Ventaura" as a single path, baseline at y=0, cap height ≈ 0.72 × size, for size 1. */
function wordPath(): { d: string; width: number } {
  if (cached) return cached;
  const font = openSync(WORD_FONT);
  const run = font.layout('Ventaura');
  const scale = 1 / font.unitsPerEm;
  let x = 0;
  let out = '';
  run.glyphs.forEach((gl, i) => {
    const pos = at(run.positions, i);
    // Scale up 100× before rounding so the path keeps 0.01-em precision after our 1-decimal rounding.
    const p = gl.path.scale(scale * 100, -scale * 100).translate(x * 100, 0);
    out += p.toSVG();
    x += (pos.xAdvance + 0.02 * font.unitsPerEm) * scale; // slight tracking
  });
  cached = { d: out.replace(/-?\d*\.?\d+(e-?\d+)?/g, (m) => f(+m)), width: x };
  return cached;
}

/** Mark + wordmark, 180×40. */
export function logo(doc: Doc, onDark = false): string {
  const wp = wordPath();
  const size = 25;
  const s = size / 100;
  return g({}, [
    mark(doc, onDark),
    el('path', { d: wp.d, fill: onDark ? C.white : C.dark, transform: `translate(50 29) scale(${s})` }),
  ]);
}

