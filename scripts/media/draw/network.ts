// "Intelligent system" diagram: a controller hub linked to valves, panels and sensors around it.
import { C, Doc, g, circle, path, d } from '../lib/svg.ts';
import { venturiValve, butterflyValve } from './valves.ts';
import { cabinet, roomPanel, sensor } from './devices.ts';
import { glow } from './motifs.ts';

export function network(doc: Doc, cx: number, cy: number, s: number): string {
  const nodes: [number, number, (x: number, y: number) => string][] = [
    [-330, -190, (x, y) => g({ transform: `translate(${x} ${y}) scale(0.42)` }, venturiValve(doc, 0, 0, { L: 400, R: 95 }))],
    [330, -200, (x, y) => g({ transform: `translate(${x} ${y}) scale(0.42)` }, butterflyValve(doc, 0, 0, { R: 120, L: 220, finish: 'blue' }))],
    [-360, 170, (x, y) => g({ transform: `translate(${x} ${y}) scale(0.3)` }, roomPanel(doc, 0, 0, 1))],
    [360, 170, (x, y) => g({ transform: `translate(${x} ${y}) scale(0.36)` }, sensor(doc, 0, 0, 1))],
    [0, 300, (x, y) => g({ transform: `translate(${x} ${y}) scale(0.34)` }, roomPanel(doc, 0, 0, 4))],
  ];
  const out: string[] = [];
  out.push(glow(doc, 0, 0, 300, C.accent, 0.3));
  for (const r of [170, 260]) out.push(circle(0, 0, r, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.12, 'stroke-width': 1.5, 'stroke-dasharray': '4 8' }));
  for (const [x, y] of nodes) {
    out.push(path(d`M0 0C${x * 0.5} 0 ${x * 0.5} ${y} ${x} ${y}`, { fill: 'none', stroke: C.accent, 'stroke-width': 2.5, 'stroke-opacity': 0.75, 'stroke-dasharray': '10 6' }));
    out.push(circle(x * 0.5, y * 0.5, 5, { fill: C.warm }));
  }
  for (const [x, y] of nodes) out.push(circle(x, y, 120, { fill: '#ffffff', 'fill-opacity': 0.06, stroke: '#ffffff', 'stroke-opacity': 0.18 }));
  for (const [x, y, draw] of nodes) out.push(draw(x, y));
  out.push(g({ transform: 'scale(0.48)' }, cabinet(doc, 0, 0, 2)));
  return g({ transform: `translate(${cx} ${cy}) scale(${s})` }, out);
}

