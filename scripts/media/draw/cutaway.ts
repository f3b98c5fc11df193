// Animated cut-away of a pressure-independent venturi valve: one frame per call, periodic in T.
import { C, Doc, d, g, rect, circle, path, line, text, type Pt } from '../lib/svg.ts';
import { darkBackdrop, flowLines } from './motifs.ts';
import { actuator } from './valves.ts';
import { mark } from './brand.ts';

export const W = 1280, H = 720, T = 8;

const CY = 390, X0 = 300, X1 = 1230, HALF = 120;
const TAU = Math.PI * 2;

/** Inner wall half-gap along the tube: a gentle venturi throat around x = 760. */
const wallHalf = (x: number) => HALF - 34 * Math.exp(-(((x - 760) / 120) ** 2));

/** Cone half-height at x for a cone whose tip sits at `tip` (cone points upstream). */
function coneHalf(x: number, tip: number): number {
  const len = 170, r = 78;
  if (x < tip || x > tip + len + 40) return 0;
  if (x <= tip + len) return (r * (x - tip)) / len;
  return r * Math.sqrt(Math.max(0, 1 - ((x - tip - len) / 40) ** 2));
}

function particles(time: number, tip: number): string {
  // 120 dashes in 12 lanes; each wraps exactly twice per period so the loop is seamless.
  const span = X1 - X0, speed = (2 * span) / T;
  let dd = '';
  for (let i = 0; i < 120; i++) {
    const lane = (((i % 12) + 0.5) / 12) * 2 - 1;
    const x = X0 + ((((i * 97.3) % span) + speed * time) % span);
    // Dashes follow their streamline and stretch where the gap narrows (the fluid speeds up).
    const yAt = (xx: number) => {
      const wh = wallHalf(xx), ch = coneHalf(xx, tip);
      return lane < 0 ? CY - wh + (wh - ch) * (1 + lane) : CY + ch + (wh - ch) * lane;
    };
    const gap = wallHalf(x) - coneHalf(x, tip);
    const len = Math.min(60, 10 + 30 * (HALF / Math.max(gap, 30) - 1));
    dd += d`M${x - len} ${yAt(x - len)}L${x - len / 2} ${yAt(x - len / 2)}L${x} ${yAt(x)}`;
  }
  return path(dd, { stroke: C.accent, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.85, fill: 'none' });
}

function wallPath(sign: 1 | -1): string {
  const pts: Pt[] = [];
  for (let x = X0; x <= X1; x += 20) pts.push([x, CY + sign * wallHalf(x)]);
  const outer = sign * (HALF + 22);
  return `M${X0} ${CY + outer}` + pts.map(([x, y]) => `L${x} ${y.toFixed(1)}`).join('') + `L${X1} ${CY + outer}Z`;
}

export function frame(doc: Doc, time: number): string {
  const ph = (time / T) * TAU;
  const dp = 450 + 260 * Math.sin(ph);
  const tip = 640 + 36 * Math.sin(ph); // higher ΔP pushes the cone into the throat
  const out: string[] = [darkBackdrop(doc, 0.62, 0.55, 40)];
  out.push(flowLines(doc, 0, X0 + 40, CY, 110, 9, { seed: 5, opacity: 0.3, phase: ph }));
  // Tube section: hatched metal walls.
  const hatch = doc.raw('hatch', (id) => `<pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="10" fill="#9fb0c2"/><line x1="0" y1="0" x2="0" y2="10" stroke="#6a7d91" stroke-width="3"/></pattern>`);
  out.push(rect(X0, CY - HALF, X1 - X0, 2 * HALF, { fill: '#0f2a47', opacity: 0.55 }));
  out.push(path(wallPath(-1), { fill: `url(#${hatch})`, stroke: '#dfe6ed', 'stroke-width': 2 }), path(wallPath(1), { fill: `url(#${hatch})`, stroke: '#dfe6ed', 'stroke-width': 2 }));
  for (const x of [X0, X1 - 24]) out.push(rect(x, CY - HALF - 40, 24, 2 * HALF + 80, { fill: '#c9d3dd', stroke: '#6a7d91', 'stroke-width': 2 }));
  // Shaft, spring and fixed spider.
  const springFrom = tip + 210, springTo = 1090, coils = 9;
  out.push(line(tip - 20, CY, 1120, CY, { stroke: '#c9d3dd', 'stroke-width': 8 }));
  let sp = `M${springFrom} ${CY - 40}`;
  for (let k = 1; k <= coils * 2; k++) sp += `L${(springFrom + ((springTo - springFrom) * k) / (coils * 2)).toFixed(1)} ${CY + (k % 2 ? 40 : -40)}`;
  out.push(path(sp, { fill: 'none', stroke: C.warm, 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  out.push(rect(springTo, CY - wallHalf(springTo), 14, 2 * wallHalf(springTo), { fill: '#9fb0c2' }));
  // Cone.
  const cp: Pt[] = [];
  for (let x = tip; x <= tip + 210; x += 6) cp.push([x, CY - coneHalf(x, tip)]);
  for (let x = tip + 210; x >= tip; x -= 6) cp.push([x, CY + coneHalf(x, tip)]);
  out.push(path('M' + cp.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L') + 'Z', { fill: doc.lin([[0, '#ffffff'], [0.5, '#c9d3dd'], [1, '#7d8fa3']]), stroke: '#ffffff', 'stroke-width': 1.5 }));
  out.push(particles(time, tip));
  // Actuator on top, with a blinking status LED.
  out.push(rect(770, CY - HALF - 70, 16, 50, { fill: '#9fb0c2' }));
  out.push(actuator(doc, 660, CY - HALF - 170, 250, 100, 'blue'));
  out.push(circle(868, CY - HALF - 138, 5, { fill: (time * 2) % 2 < 1 ? '#3ee0a0' : '#1d6b55' }));
  // Readout: ΔP swings, flow holds — the point of pressure independence.
  const px = 960, py = 60;
  out.push(rect(px, py, 280, 150, { rx: 14, fill: '#ffffff', 'fill-opacity': 0.08, stroke: '#ffffff', 'stroke-opacity': 0.25 }));
  out.push(text(px + 20, py + 36, 'ΔP', { 'font-size': 18, fill: '#8fb4d9', 'font-weight': 600 }), text(px + 260, py + 36, `${dp.toFixed(0)} Pa`, { 'font-size': 22, fill: C.warm, 'font-weight': 600, 'text-anchor': 'end' }));
  out.push(text(px + 20, py + 70, 'FLOW', { 'font-size': 18, fill: '#8fb4d9', 'font-weight': 600 }), text(px + 260, py + 70, '1250 m³/h', { 'font-size': 22, fill: C.accent, 'font-weight': 600, 'text-anchor': 'end' }));
  let pl = '', fl = '';
  for (let k = 0; k <= 40; k++) {
    const tt = ph - TAU * (1 - k / 40);
    pl += `${k ? 'L' : 'M'}${(px + 20 + k * 6).toFixed(1)} ${(py + 118 - 22 * Math.sin(tt)).toFixed(1)}`;
    fl += `${k ? 'L' : 'M'}${(px + 20 + k * 6).toFixed(1)} ${(py + 110 + 1.5 * Math.sin(tt * 7)).toFixed(1)}`;
  }
  out.push(path(pl, { fill: 'none', stroke: C.warm, 'stroke-width': 2.5 }), path(fl, { fill: 'none', stroke: C.accent, 'stroke-width': 2.5 }));
  out.push(g({ transform: 'translate(1100 650) scale(0.7)' }, mark(doc) + text(50, 28, 'Ventaura', { 'font-size': 24, 'font-weight': 700, fill: '#ffffff' })));
  return out.join('');
}
