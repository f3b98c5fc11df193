// Shared drawing primitives for the "technical render" look: oblique boxes, shaded cylinders, screws, labels.
import { C, Doc, at, d, tr, ellipse, g, lighten, darken, path, poly, rect, circle, line, text, type Pt } from '../lib/svg.ts';

export const STROKE = { stroke: '#0d1b2a', 'stroke-opacity': 0.22, 'stroke-width': 1.2 };

/** Metallic ramp for a horizontal cylinder (light top, dark belly, rim light at the bottom edge). */
export const steelStops = (base = '#c9d5e1'): [number, string][] => [
  [0, lighten(base, 0.55)], [0.22, lighten(base, 0.85)], [0.5, base], [0.82, darken(base, 0.3)], [1, darken(base, 0.12)],
];

/**
 * Oblique box: front face at (x,y,w,h), depth drawn up-right by (dx,dy) (dy < 0).
 * Returns the faces; `front` may be a gradient url.
 */
export function box3(x: number, y: number, w: number, h: number, dx: number, dy: number, base: string, opts: { front?: string; r?: number; stroke?: boolean } = {}): string {
  const top: Pt[] = [[x, y], [x + dx, y + dy], [x + w + dx, y + dy], [x + w, y]];
  const side: Pt[] = [[x + w, y], [x + w + dx, y + dy], [x + w + dx, y + h + dy], [x + w, y + h]];
  const st = opts.stroke === false ? {} : STROKE;
  return [
    poly(top, { fill: lighten(base, 0.28), ...st }),
    poly(side, { fill: darken(base, 0.22), ...st }),
    rect(x, y, w, h, { fill: opts.front ?? base, rx: opts.r, ...st }),
  ].join('');
}

/** Horizontal cylinder body from x0 to x1 around y=cy, radius R, end-ellipse half-width rx. Right end face not included. */
export function cylBody(doc: Doc, x0: number, x1: number, cy: number, R: number, rx: number, base = '#c9d5e1'): string {
  return path(d`M${x0} ${cy - R}H${x1}A${rx} ${R} 0 0 1 ${x1} ${cy + R}H${x0}A${rx} ${R} 0 0 1 ${x0} ${cy - R}Z`, {
    fill: doc.lin(steelStops(base)),
    ...STROKE,
  });
}

/** A rolled bead/seam around a horizontal cylinder at x. */
export function bead(x: number, cy: number, R: number, rx: number): string {
  return path(d`M${x} ${cy - R}A${rx} ${R} 0 0 1 ${x} ${cy + R}`, { fill: 'none', stroke: '#0d1b2a', 'stroke-opacity': 0.28, 'stroke-width': 2.2 }) +
    path(d`M${x + 3} ${cy - R}A${rx} ${R} 0 0 1 ${x + 3} ${cy + R}`, { fill: 'none', stroke: '#fff', 'stroke-opacity': 0.7, 'stroke-width': 1.5 });
}

/** Soft ground shadow. */
export function shadow(doc: Doc, cx: number, cy: number, rx: number, ry: number, op = 0.22): string {
  return ellipse(cx, cy, rx, ry, { fill: doc.rad([[0, C.dark, op], [1, C.dark, 0]]) });
}

export function screw(x: number, y: number, r = 4): string {
  return circle(x, y, r, { fill: '#dfe6ee', stroke: '#5d6f82', 'stroke-width': 1 }) + line(x - r * 0.6, y - r * 0.6, x + r * 0.6, y + r * 0.6, { stroke: '#5d6f82', 'stroke-width': 1 });
}

/** Lines of fake printed text as thin rounded bars. */
export function textBars(x: number, y: number, w: number, n: number, gap: number, color: string, widths: number[] = [1, 0.8, 0.9, 0.6], th = 3): string {
  let out = '';
  for (let i = 0; i < n; i++) out += rect(x, y + i * gap, w * at(widths, i), th, { rx: th / 2, fill: color });
  return out;
}

/** Small brand label: mini mark + bars, for device nameplates. */
export function nameplate(x: number, y: number, w: number, h: number, dark = false): string {
  const fg = dark ? '#ffffff' : C.primary;
  return g({}, [
    rect(x, y, w, h, { rx: 3, fill: dark ? '#ffffff22' : '#ffffffd9', stroke: dark ? '#ffffff55' : '#0a4a8f44', 'stroke-width': 1 }),
    path(d`M${x + h * 0.25} ${y + h * 0.3}L${x + h * 0.45} ${y + h * 0.72}L${x + h * 0.65} ${y + h * 0.3}`, { stroke: C.accent, 'stroke-width': Math.max(1.5, h * 0.1), fill: 'none', 'stroke-linecap': 'round' }),
    textBars(x + h * 0.9, y + h * 0.3, w - h * 1.2, 2, h * 0.28, fg, [1, 0.6], Math.max(2, h * 0.12)),
  ]);
}

export function led(x: number, y: number, r: number, color: string): string {
  return circle(x, y, r * 2.2, { fill: color, opacity: 0.18 }) + circle(x, y, r, { fill: color });
}

/** Flexible cable as a cubic curve. */
export function cable(p0: Pt, c1: Pt, c2: Pt, p1: Pt, w = 6, color = '#2b3440'): string {
  const dd = d`M${p0[0]} ${p0[1]}C${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${p1[0]} ${p1[1]}`;
  return path(dd, { fill: 'none', stroke: color, 'stroke-width': w, 'stroke-linecap': 'round' }) +
    path(dd, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.18, 'stroke-width': w * 0.3, transform: tr(-w * 0.2, -w * 0.2) });
}

export function label(x: number, y: number, s: string, size: number, color: string, weight = 600, anchor = 'start'): string {
  return text(x, y, s, { 'font-size': size, fill: color, 'font-weight': weight, 'text-anchor': anchor === 'start' ? undefined : anchor });
}

