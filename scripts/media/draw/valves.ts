// Venturi and butterfly valves drawn as 3/4 "product renders" around a local origin.
import { C, Doc, d, g, ellipse, rect, path, poly, line, circle, lighten, darken } from '../lib/svg.ts';
import { STROKE, box3, cylBody, bead, screw, nameplate, led, cable, textBars } from './parts.ts';

export const ACTUATOR = { blue: '#0c57a3', graphite: '#3b4756', white: '#e9eff5', teal: '#0f9d90' } as const;
export type Finish = keyof typeof ACTUATOR;

/** Actuator enclosure with its front details; (x,y) is the front face's top-left corner. */
export function actuator(doc: Doc, x: number, y: number, w: number, h: number, finish: Finish, knob = false): string {
  const base = ACTUATOR[finish];
  const dx = w * 0.16, dy = -h * 0.34;
  const darkFace = finish !== 'white';
  const front = doc.lin([[0, lighten(base, 0.12)], [1, darken(base, 0.08)]]);
  const out = [box3(x, y, w, h, dx, dy, base, { front })];
  // Accent stripe along the lower edge ties every device to the brand palette.
  out.push(rect(x, y + h * 0.82, w, h * 0.07, { fill: finish === 'teal' ? C.primary : C.accent, opacity: 0.9 }));
  out.push(nameplate(x + w * 0.08, y + h * 0.2, w * 0.46, h * 0.34, darkFace));
  out.push(led(x + w * 0.86, y + h * 0.3, Math.max(2.2, h * 0.045), '#3ee0a0'));
  out.push(led(x + w * 0.76, y + h * 0.3, Math.max(2.2, h * 0.045), finish === 'white' ? '#9fb1c4' : '#ffffff66'));
  for (let i = 0; i < 4; i++) out.push(rect(x + w * 0.62, y + h * (0.48 + i * 0.07), w * 0.3, h * 0.025, { fill: darkFace ? '#ffffff' : C.ink, opacity: 0.22 }));
  out.push(screw(x + 6, y + 6, 2.6), screw(x + w - 6, y + 6, 2.6), screw(x + 6, y + h - 6, 2.6), screw(x + w - 6, y + h - 6, 2.6));
  if (knob) out.push(ellipse(x + w * 0.3 + dx * 0.5, y + dy * 0.5, w * 0.09, -dy * 0.28, { fill: '#d8dee5', ...STROKE }), rect(x + w * 0.3 + dx * 0.5 - w * 0.07, y + dy * 0.5 - 2, w * 0.14, 4, { fill: '#6a7785', rx: 2 }));
  return g({}, out);
}

/** The open end of a duct: flange ring, dark bore. Returns [ring, bore] so callers can put internals between. */
function endFace(doc: Doc, cx: number, cy: number, R: number, rx: number, bolts = 0): [string, string] {
  let ring = ellipse(cx, cy, rx * 1.1, R * 1.1, { fill: doc.lin([[0, '#f4f7fa'], [0.5, '#c8d3de'], [1, '#8d9fb2']], 0, 0, 1, 1), ...STROKE });
  for (let i = 0; i < bolts; i++) {
    const a = (i / bolts) * Math.PI * 2;
    ring += ellipse(cx + Math.cos(a) * rx * 1.0, cy + Math.sin(a) * R * 1.0, rx * 0.035, R * 0.035, { fill: '#5f7184' });
  }
  const bore = ellipse(cx, cy, rx * 0.86, R * 0.88, { fill: doc.rad([[0, '#0a1522'], [0.7, '#1d3148'], [1, '#4c6580']], 0.6, 0.5, 0.6) });
  return [ring, bore];
}

export interface VenturiOpts { L?: number; R?: number; finish?: Finish; insulated?: boolean; squareFlange?: boolean }

/** Venturi valve centred on (cx,cy) = middle of the body axis. */
export function venturiValve(doc: Doc, cx: number, cy: number, o: VenturiOpts = {}): string {
  const L = o.L ?? 440, R = o.R ?? 105, rx = R * 0.3;
  const x0 = cx - L / 2, x1 = cx + L / 2;
  const out: string[] = [];
  const bodyBase = o.insulated ? '#dfe6ee' : '#c3cfdb';
  if (o.squareFlange) out.push(rect(x0 - 30, cy - R * 1.25, 26, R * 2.5, { rx: 4, fill: '#aebccb', ...STROKE }));
  out.push(cylBody(doc, x0 - 18, x0 + 12, cy, R * 1.07, rx * 1.07, '#b4c2d0'));
  out.push(cylBody(doc, x0, x1, cy, R * (o.insulated ? 1.04 : 1), rx, bodyBase));
  if (o.insulated) {
    // Insulation jacket: straps and a longitudinal seam.
    for (const t of [0.2, 0.8]) out.push(cylBody(doc, x0 + L * t - 8, x0 + L * t + 8, cy, R * 1.06, rx, '#9aaabb'));
    out.push(line(x0 + 10, cy - R * 0.55, x1 - 10, cy - R * 0.55, { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.8 }));
  } else {
    out.push(bead(x0 + L * 0.16, cy, R, rx), bead(x1 - L * 0.14, cy, R, rx));
  }
  // Flow arrow decal and a nameplate on the barrel.
  const ay = cy + R * 0.42, ax = x0 + L * 0.24;
  out.push(path(d`M${ax} ${ay - 5}h${L * 0.14}v-9l${L * 0.06} 14l${-L * 0.06} 14v-9h${-L * 0.14}z`, { fill: C.primary, opacity: 0.85 }));
  out.push(g({}, [rect(cx + L * 0.1, cy - R * 0.1, L * 0.2, R * 0.44, { rx: 4, fill: '#f7f9fb', stroke: '#8a9bad', 'stroke-width': 1 }), textBars(cx + L * 0.12, cy - R * 0.02, L * 0.16, 4, R * 0.09, '#5b6f85', [1, 0.7, 0.85, 0.5], 2.4)]));
  out.push(cylBody(doc, x1 - 12, x1 + 14, cy, R * 1.07, rx * 1.07, '#b4c2d0'));
  const fx = x1 + 14;
  if (o.squareFlange) {
    out.push(rect(fx - rx * 1.25, cy - R * 1.25, rx * 2.5, R * 2.5, { rx: 6, fill: doc.lin([[0, '#eef2f6'], [1, '#9eafc0']], 0, 0, 1, 1), ...STROKE }));
    for (const [sx, sy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) out.push(ellipse(fx + sx * rx * 0.95, cy + sy * R * 1.05, rx * 0.09, R * 0.07, { fill: '#5f7184' }));
  }
  const [ring, bore] = endFace(doc, fx, cy, R, rx);
  out.push(ring, bore);
  // The spring-loaded cone seen inside the bore, on its spider support.
  const kx = fx - rx * 0.22;
  out.push(ellipse(kx, cy, rx * 0.62, R * 0.66, { fill: doc.rad([[0, '#ffffff'], [0.45, '#d5dee7'], [0.8, '#8c9fb3'], [1, '#4d6278']], 0.4, 0.42, 0.62) }));
  out.push(ellipse(kx, cy, rx * 0.42, R * 0.44, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.5, 'stroke-width': 1.5 }));
  for (const a of [-1.9, 0, 1.9]) out.push(line(kx, cy, fx + Math.sin(a) * rx * 0.84, cy - Math.cos(a) * R * 0.86, { stroke: '#9aabbc', 'stroke-width': 2.5 }));
  out.push(ellipse(kx + rx * 0.05, cy, rx * 0.14, R * 0.14, { fill: '#ffffff', stroke: '#8a9bad', 'stroke-width': 1 }));

  // Pressure taps and sampling tubes to the actuator.
  const aw = L * 0.4, ah = R * 0.72, axl = cx - aw / 2 - L * 0.04, ayt = cy - R - 20 - ah;
  for (const px of [x0 + L * 0.1, x1 - L * 0.08]) out.push(rect(px - 5, cy - R - 10, 10, 14, { fill: '#9fb0c2', ...STROKE }), ellipse(px, cy - R - 10, 5, 2, { fill: '#e5ebf1' }));
  out.push(cable([x0 + L * 0.1, cy - R - 10], [x0 + L * 0.1, cy - R - 50], [axl - 30, ayt + ah * 0.5], [axl, ayt + ah * 0.55], 4, '#3d8fd6'));
  out.push(cable([x1 - L * 0.08, cy - R - 10], [x1 - L * 0.08, cy - R - 40], [axl + aw + 40, ayt + ah * 0.7], [axl + aw + aw * 0.08, ayt + ah * 0.62], 4, '#3d8fd6'));
  // Linkage from actuator to the cone shaft.
  out.push(rect(axl - 16, ayt + ah * 0.45, 9, cy - R - ayt - ah * 0.45 + 6, { fill: '#aab8c6', ...STROKE }));
  out.push(circle(axl - 11.5, ayt + ah * 0.45, 6, { fill: '#dfe6ee', stroke: '#5d6f82', 'stroke-width': 1.2 }));
  out.push(line(axl - 11.5, ayt + ah * 0.45, axl + 8, ayt + ah * 0.35, { stroke: '#5d6f82', 'stroke-width': 4, 'stroke-linecap': 'round' }));
  // Bracket and actuator.
  out.push(rect(axl + aw * 0.18, cy - R - 22, aw * 0.12, 24, { fill: '#8b9cae', ...STROKE }), rect(axl + aw * 0.7, cy - R - 22, aw * 0.12, 24, { fill: '#8b9cae', ...STROKE }));
  out.push(actuator(doc, axl, ayt, aw, ah, o.finish ?? 'blue'));
  out.push(cable([axl + aw + aw * 0.1, ayt + ah * 0.2], [axl + aw + 60, ayt], [axl + aw + 50, ayt - 60], [axl + aw + 90, ayt - 80], 7));
  return g({}, out);
}

/** Two venturi valves ganged for high flow, one behind the other. */
export function twinVenturi(doc: Doc, cx: number, cy: number, o: VenturiOpts = {}): string {
  const L = o.L ?? 400, R = o.R ?? 92;
  return venturiValve(doc, cx + L * 0.14, cy - R * 1.5, { ...o, L, R }) + venturiValve(doc, cx - L * 0.06, cy + R * 0.95, { ...o, L, R });
}

export interface ButterflyOpts { R?: number; L?: number; finish?: Finish; sideMount?: boolean; open?: number }

/** Round VAV butterfly valve centred on (cx,cy). */
export function butterflyValve(doc: Doc, cx: number, cy: number, o: ButterflyOpts = {}): string {
  const R = o.R ?? 130, L = o.L ?? 250, rx = R * 0.32;
  const x0 = cx - L / 2, x1 = cx + L / 2;
  const out: string[] = [];
  out.push(cylBody(doc, x0 - 20, x0 + 8, cy, R * 1.1, rx * 1.1, '#b4c2d0'));
  out.push(cylBody(doc, x0, x1, cy, R, rx, '#c8d3de'));
  out.push(bead(x0 + L * 0.2, cy, R, rx));
  out.push(cylBody(doc, x1 - 8, x1 + 16, cy, R * 1.1, rx * 1.1, '#b4c2d0'));
  const fx = x1 + 16;
  const [ring, bore] = endFace(doc, fx, cy, R, rx, 8);
  out.push(ring, bore);
  // Disc, partly open: clipped to the bore so it never spills over the flange.
  const clipId = doc.clip(ellipse(fx, cy, rx * 0.86, R * 0.88));
  const open = o.open ?? 0.45;
  const disc = o.sideMount
    ? ellipse(fx - rx * 0.25, cy, rx * 0.75, R * 0.86 * (1 - open * 0.6), { transform: `rotate(-28 ${Math.round(fx - rx * 0.25)} ${Math.round(cy)})`, fill: doc.lin([[0, '#eef3f8'], [1, '#7f92a6']]) })
    : ellipse(fx - rx * 0.3, cy, rx * 0.8 * (1 - open * 0.7), R * 0.86, { fill: doc.lin([[0, '#f2f6f9'], [1, '#8195a9']], 0, 0, 1, 0) });
  const shaft = o.sideMount ? line(fx - rx * 0.9, cy, fx + rx * 0.5, cy, { stroke: '#5f7184', 'stroke-width': 3 }) : line(fx - rx * 0.3, cy - R * 0.9, fx - rx * 0.3, cy + R * 0.9, { stroke: '#5f7184', 'stroke-width': 3 });
  out.push(g({ 'clip-path': clipId }, [disc, shaft]));
  // Flow arrow and airflow sensor cross on the barrel.
  out.push(path(d`M${x0 + L * 0.3} ${cy + R * 0.52}h${L * 0.2}v-8l${L * 0.08} 13l${-L * 0.08} 13v-8h${-L * 0.2}z`, { fill: C.primary, opacity: 0.8 }));
  const aw = L * 0.62, ah = R * 0.5;
  if (o.sideMount) {
    const ax = cx - aw * 0.62, ay = cy - ah * 0.75;
    out.push(rect(ax - 10, ay - 10, aw + 20, ah + 20, { rx: 6, fill: '#9aabbc', ...STROKE }));
    out.push(actuator(doc, ax, ay, aw, ah, o.finish ?? 'graphite', true));
  } else {
    const ax = cx - aw / 2 - L * 0.04, ay = cy - R - 30 - ah;
    out.push(rect(cx - L * 0.1, cy - R - 34, 24, 40, { fill: doc.lin([[0, '#e6ecf2'], [1, '#8a9cae']], 0, 0, 1, 0), ...STROKE }));
    out.push(actuator(doc, ax, ay, aw, ah, o.finish ?? 'graphite', true));
    out.push(cable([ax + aw + 8, ay + ah * 0.55], [ax + aw + 60, ay + ah], [ax + aw + 40, ay - 40], [ax + aw + 80, ay - 70], 7));
  }
  return g({}, out);
}

/** Rectangular multi-blade VAV damper centred on (cx,cy). */
export function rectDamper(doc: Doc, cx: number, cy: number, o: { W?: number; H?: number; finish?: Finish } = {}): string {
  const W = o.W ?? 360, H = o.H ?? 230, dx = W * 0.34, dy = -H * 0.3;
  const x = cx - (W + dx) / 2, y = cy - (H + dy) / 2 - dy;
  const out: string[] = [];
  // Duct body with a vertical metallic ramp, then the open right end with blades.
  out.push(box3(x, y, W, H, dx, dy, '#c3cfdb', { front: doc.lin([[0, '#eef3f8'], [0.5, '#c9d4df'], [1, '#94a6b8']]) }));
  out.push(rect(x - 6, y - 6, 14, H + 12, { fill: '#a9b8c7', ...STROKE }));
  const ex = x + W, ey = y;
  const inset = 0.08;
  const P = (u: number, v: number): [number, number] => [ex + dx * u, ey + dy * u + H * v];
  out.push(poly([P(inset, inset), P(1 - inset, inset), P(1 - inset, 1 - inset), P(inset, 1 - inset)], { fill: '#16263a' }));
  const n = 4;
  for (let i = 0; i < n; i++) {
    const v = inset + ((i + 0.5) / n) * (1 - 2 * inset);
    const t = 0.045;
    out.push(poly([P(inset + 0.02, v - t), P(1 - inset - 0.02, v - t - 0.03), P(1 - inset - 0.02, v + t - 0.03), P(inset + 0.02, v + t)], { fill: doc.lin([[0, '#f0f4f8'], [1, '#8fa2b6']]), stroke: '#5f7184', 'stroke-width': 0.8 }));
  }
  // Blade cranks and the linkage bar on the front face.
  const lx = x + W * 0.9;
  for (let i = 0; i < n; i++) {
    const yy = y + H * (0.14 + (i * 0.72) / (n - 1));
    out.push(circle(lx, yy, 5, { fill: '#dfe6ee', stroke: '#5d6f82', 'stroke-width': 1.2 }), line(lx, yy, lx - 16, yy + 6, { stroke: '#5d6f82', 'stroke-width': 3 }));
  }
  out.push(line(lx - 16, y + H * 0.14 + 6, lx - 16, y + H * 0.86 + 6, { stroke: '#5d6f82', 'stroke-width': 4, 'stroke-linecap': 'round' }));
  const aw = W * 0.42, ah = H * 0.36;
  out.push(actuator(doc, x + W * 0.12, y + H * 0.3, aw, ah, o.finish ?? 'blue'));
  out.push(path(d`M${x + W * 0.14} ${y + H * 0.85}h${W * 0.2}v-8l${W * 0.06} 13l${-W * 0.06} 13v-8h${-W * 0.2}z`, { fill: C.primary, opacity: 0.8 }));
  return g({}, out);
}

