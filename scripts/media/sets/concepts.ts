// Craftsmanship vignettes (800×600) and concept chapter images (1200×800).
import { C, Doc, at, d, g, rect, circle, ellipse, path, line, text, poly, smooth, type Pt, type Wording } from '../lib/svg.ts';
import { venturiValve, actuator } from '../draw/valves.ts';
import { roomPanel, sensor, screenUI } from '../draw/devices.ts';
import { lightBackdrop, darkBackdrop, flowLines, glow, dimension, callout, chart, certificate, badge } from '../draw/motifs.ts';
import { network } from '../draw/network.ts';
import { labScene } from '../draw/scenes.ts';
import { cylBody, shadow, textBars, STROKE } from '../draw/parts.ts';
import { svg, place, type Out } from './common.ts';

const steel = (doc: Doc) => doc.lin([[0, '#8a9bad'], [0.35, '#f4f7fa'], [1, '#7d8fa3']], 0, 0, 1, 0);

/** Helical spring seen side-on, between y0 (top) and y1. */
function spring(cx: number, y0: number, y1: number, w: number, coils: number, col = '#5b6f85'): string {
  const step = (y1 - y0) / coils;
  let back = '', front = '';
  for (let i = 0; i < coils; i++) {
    const y = y0 + i * step;
    back += d`M${cx + w / 2} ${y}L${cx - w / 2} ${y + step / 2}`;
    front += d`M${cx - w / 2} ${y + step / 2}L${cx + w / 2} ${y + step}`;
  }
  return path(back, { stroke: col, 'stroke-width': 7, 'stroke-linecap': 'round', opacity: 0.55, fill: 'none' }) + path(front, { stroke: col, 'stroke-width': 8, 'stroke-linecap': 'round', fill: 'none' }) + path(front, { stroke: '#ffffff', 'stroke-width': 2, 'stroke-linecap': 'round', opacity: 0.5, fill: 'none', transform: 'translate(-1 -2)' });
}

function readout(x: number, y: number, w: number, h: number, big: string, small: Wording): string {
  return rect(x, y, w, h, { rx: 10, fill: '#0f2a47' }) + text(x + 18, y + h * 0.34, small, { 'font-size': h * 0.14, fill: '#8fb4d9', 'font-weight': 600 }) + text(x + 18, y + h * 0.75, big, { 'font-size': h * 0.32, fill: '#ffffff', 'font-weight': 300 });
}

function plot(x: number, y: number, w: number, h: number, n: number, band = true): string {
  const out = [rect(x, y, w, h, { rx: 8, fill: '#ffffff', stroke: '#d5e0ea', 'stroke-width': 1.5 })];
  const px = x + 20, py = y + 20, pw = w - 40, ph = h - 40;
  if (band) out.push(poly([[px, py + ph * 0.92], [px + pw, py + ph * 0.12], [px + pw, py + ph * 0.22], [px, py + ph]], { fill: C.accent, opacity: 0.15 }));
  out.push(line(px, py + ph, px + pw, py + ph, { stroke: C.ink, 'stroke-width': 1.5 }), line(px, py, px, py + ph, { stroke: C.ink, 'stroke-width': 1.5 }));
  let dots = '';
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1), yy = py + ph * (0.96 - 0.79 * t) + Math.sin(i * 2.3) * 2;
    dots += circle(px + pw * t, yy, n > 20 ? 2.2 : 4, { fill: C.primary });
  }
  out.push(line(px, py + ph * 0.96, px + pw, py + ph * 0.17, { stroke: C.accent, 'stroke-width': 2 }), dots);
  return out.join('');
}

/** The eight craft pictures, one per craft item: key (the file's name), title (naming the item's figure), drawing. */
const CRAFT: [string, string, (doc: Doc) => string[]][] = [
  ['spring-force', 'Spring-force testing: ±5% deviation over 11 points', (doc) => [
    rect(110, 500, 380, 26, { rx: 4, fill: '#3b4756' }), rect(140, 120, 28, 380, { fill: steel(doc) }), rect(432, 120, 28, 380, { fill: steel(doc) }),
    rect(110, 90, 380, 40, { rx: 4, fill: C.primary }), rect(270, 130, 60, 50, { fill: '#5b6a7a' }), rect(230, 180, 140, 18, { rx: 3, fill: '#9aabbc', ...STROKE }),
    spring(300, 198, 420, 110, 8), rect(230, 420, 140, 18, { rx: 3, fill: '#9aabbc', ...STROKE }), rect(285, 438, 30, 62, { fill: '#7d8fa3' }),
    dimension(200, 210, 200, 410, { en: '11 pts', zh: '11 点' }),
    readout(540, 110, 220, 120, '25.0 N', { en: 'FORCE · ±5%', zh: '弹簧力 · ±5%' }), plot(540, 260, 220, 230, 11),
  ]],
  ['calibration-points', 'Calibration bench with 51 calibration points', (doc) => [
    cylBody(doc, 40, 700, 260, 46, 14), ellipse(700, 260, 14, 46, { fill: '#1d3148' }),
    place(380, 262, 0.46, venturiValve(doc, 0, 0, { finish: 'blue' })),
    ...[120, 620].map((x) => circle(x, 150, 34, { fill: '#ffffff', stroke: '#5b6f85', 'stroke-width': 4 }) + line(x, 150, x + 18, 132, { stroke: '#e0524a', 'stroke-width': 3 }) + rect(x - 4, 184, 8, 30, { fill: '#7d8fa3' })),
    place(0, 0, 1, rect(440, 360, 320, 200, { rx: 10, fill: '#1c2530' }) + rect(450, 370, 300, 180, { fill: '#ffffff' })), plot(450, 370, 300, 180, 51, false),
    callout(260, 300, 150, 420, { en: '51 points', zh: '51 点' }),
  ]],
  ['inspection', 'Final inspection: 1400+ tests per valve line', (doc) => [
    rect(100, 80, 300, 440, { rx: 14, fill: '#8a6d57' }), rect(120, 110, 260, 390, { rx: 4, fill: '#ffffff' }), rect(200, 66, 100, 40, { rx: 8, fill: '#5b6a7a' }),
    ...Array.from({ length: 7 }, (_, i) => rect(140, 140 + i * 50, 24, 24, { rx: 4, fill: 'none', stroke: C.primary, 'stroke-width': 2 }) + path(d`M144 ${152 + i * 50}l6 7l12 -14`, { fill: 'none', stroke: C.accent, 'stroke-width': 3.5, 'stroke-linecap': 'round' }) + textBars(180, 148 + i * 50, 170, 1, 0, '#9aa7b4', [at([1, 0.8, 0.9, 0.6], i)], 6)),
    shadow(doc, 580, 470, 170, 14), place(580, 380, 0.55, venturiValve(doc, 0, 0, { finish: 'white' })),
    badge(620, 170, 80, '1400+'),
  ]],
  ['tolerance', 'Tolerance measurement to 0.2 mm', (doc) => [
    // Venturi cone part on a surface plate.
    rect(90, 470, 620, 30, { rx: 4, fill: '#5b6a7a' }),
    path(d`M170 470L300 250H380L510 470Z`, { fill: doc.lin([[0, '#8a9bad'], [0.4, '#f4f7fa'], [1, '#7d8fa3']], 0, 0, 1, 0), ...STROKE }),
    ellipse(340, 470, 170, 16, { fill: '#aab8c6' }), ellipse(340, 250, 40, 6, { fill: '#dfe6ed' }),
    // Caliper.
    rect(120, 170, 560, 30, { rx: 3, fill: steel(doc) }), ...Array.from({ length: 40 }, (_, i) => line(140 + i * 13, 170, 140 + i * 13, 170 + (i % 5 ? 8 : 14), { stroke: '#3b4756', 'stroke-width': 1 })),
    path('M130 200H170V300L150 330H130Z', { fill: '#9aabbc', ...STROKE }), path('M520 150H600V200H560V300L540 330H520Z', { fill: '#9aabbc', ...STROKE }),
    readout(530, 60, 170, 80, '0.20', 'mm'), dimension(170, 420, 510, 420, '±0.2 mm'),
  ]],
  ['endurance', 'Endurance rig: 1,000,000+ actuation cycles', (doc) => [
    rect(120, 440, 560, 30, { rx: 4, fill: '#3b4756' }), rect(170, 300, 200, 140, { fill: '#9aabbc', ...STROKE }),
    actuator(doc, 180, 200, 180, 100, 'blue'),
    ...[-50, -20, 10].map((a, i) => g({ transform: `rotate(${a} 400 260)`, opacity: i === 2 ? 1 : 0.3 }, rect(396, 256, 160, 10, { rx: 5, fill: '#5b6f85' }) + circle(556, 261, 10, { fill: C.accent }))),
    circle(400, 260, 14, { fill: '#dfe6ed', stroke: '#5b6f85', 'stroke-width': 3 }),
    path(d`M560 120A170 170 0 0 1 590 300`, { fill: 'none', stroke: C.warm, 'stroke-width': 4, 'stroke-dasharray': '10 6' }),
    readout(470, 330, 230, 100, '1,000,000+', { en: 'CYCLES', zh: '动作次数' }),
    path(smooth(Array.from({ length: 20 }, (_, i): Pt => [130 + i * 17, 110 + Math.sin(i * 1.2) * 30])), { fill: 'none', stroke: C.accent, 'stroke-width': 3 }),
  ]],
  ['design-life', 'Design life of 18+ years', (doc) => [
    // A valve in service under a year rail that runs past 18, its airflow curve flat all the way.
    shadow(doc, 230, 430, 150, 14), place(230, 330, 0.62, venturiValve(doc, 0, 0, { finish: 'white' })),
    rect(420, 120, 320, 220, { rx: 8, fill: '#ffffff', stroke: '#d5e0ea', 'stroke-width': 1.5 }),
    line(440, 310, 720, 310, { stroke: C.ink, 'stroke-width': 1.5 }), line(440, 140, 440, 310, { stroke: C.ink, 'stroke-width': 1.5 }),
    poly([[440, 200], [720, 200], [720, 236], [440, 236]], { fill: C.accent, opacity: 0.15 }),
    path(smooth(Array.from({ length: 19 }, (_, i): Pt => [440 + i * 15.5, 218 + Math.sin(i * 1.7) * 4])), { fill: 'none', stroke: C.primary, 'stroke-width': 3 }),
    ...Array.from({ length: 19 }, (_, i) => line(440 + i * 15.5, 310, 440 + i * 15.5, 310 + (i % 6 ? 6 : 12), { stroke: C.ink, 'stroke-width': 1.2 })),
    ...[0, 6, 12, 18].map((y) => text(440 + y * 15.5, 338, String(y), { 'font-size': 15, fill: C.ink, 'text-anchor': 'middle', 'font-weight': 600 })),
    rect(100, 490, 600, 18, { rx: 9, fill: '#dfe9f3' }), rect(100, 490, 540, 18, { rx: 9, fill: C.primary }),
    ...Array.from({ length: 18 }, (_, i) => circle(112 + i * 30.5, 499, 3, { fill: '#ffffff', opacity: 0.8 })),
    path(d`M650 482l24 17l-24 17`, { fill: 'none', stroke: C.warm, 'stroke-width': 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
    readout(480, 380, 230, 90, '18+', { en: 'YEARS OF SERVICE', zh: '设计寿命（年）' }),
  ]],
  ['sensor-calibration', 'Sensor calibration at 21 points', (doc) => [
    // A pressure transmitter in the climate chamber, beside the 21-point curve it is calibrated on.
    rect(70, 90, 360, 420, { rx: 16, fill: '#e3ebf3', stroke: '#9fb0c2', 'stroke-width': 3 }), rect(92, 112, 316, 300, { rx: 10, fill: '#f7fafc', stroke: '#c4cfda', 'stroke-width': 2 }),
    place(262, 250, 0.72, sensor(doc, 0, 0, 1)),
    rect(100, 430, 300, 60, { rx: 8, fill: '#0f2a47' }), text(120, 470, '−10 … +50 °C', { 'font-size': 22, fill: '#8fb4d9', 'font-weight': 600 }),
    plot(470, 110, 270, 240, 21), dimension(470, 380, 740, 380, { en: '21 pts', zh: '21 点' }),
    readout(470, 420, 270, 90, '21', { en: 'CALIBRATION POINTS', zh: '标定点' }),
  ]],
  ['in-house', '100% in-house core components: control electronics', (doc) => [
    rect(110, 110, 580, 380, { rx: 14, fill: '#0f5c56' }), rect(124, 124, 552, 352, { rx: 8, fill: 'none', stroke: '#2f8f86', 'stroke-width': 2 }),
    ...Array.from({ length: 14 }, (_, i) => path(d`M${150 + i * 36} 150V${220 + (i % 3) * 30}H${170 + i * 30}V440`, { fill: 'none', stroke: '#d4b25a', 'stroke-width': 2.5, opacity: 0.8 })),
    rect(300, 220, 150, 150, { rx: 6, fill: '#1c2530' }), ...Array.from({ length: 10 }, (_, i) => rect(306 + i * 14.5, 208, 6, 12, { fill: '#c9d3dd' }) + rect(306 + i * 14.5, 370, 6, 12, { fill: '#c9d3dd' })),
    rect(500, 180, 120, 60, { rx: 4, fill: '#1c2530' }), rect(500, 300, 80, 80, { rx: 4, fill: '#1c2530' }), rect(170, 380, 90, 50, { rx: 4, fill: '#e9eef3' }),
    circle(560, 380, 110, { fill: '#ffffff', opacity: 0.25, stroke: '#3b4756', 'stroke-width': 12 }), rect(620, 460, 110, 26, { rx: 13, fill: '#3b4756', transform: 'rotate(45 640 470)' }),
    badge(680, 120, 70, '100%'),
  ]],
];

export function craftSet(): Out[] {
  return CRAFT.map(([key, title, body]) => svg(`img/concepts/craft-${key}.svg`, 800, 600, title, (doc) => [lightBackdrop(doc, 40), ...body(doc)]));
}

/** The venturi valve pulled apart along its axis, blueprint style. */
function exploded(doc: Doc): string[] {
  const cone = path(d`M0 -90C120 -90 210 -30 240 0C210 30 120 90 0 90Z`, { fill: doc.lin([[0, '#f4f7fa'], [0.5, '#b4c2cf'], [1, '#6a7d91']]), ...STROKE }) + ellipse(0, 0, 26, 90, { fill: '#dfe6ed', ...STROKE });
  return [
    line(60, 500, 1160, 500, { stroke: '#8fc1e6', 'stroke-width': 1.5, 'stroke-dasharray': '14 6 3 6' }),
    cylBody(doc, 120, 520, 500, 105, 32), ellipse(520, 500, 32, 105, { fill: '#1d3148', ...STROKE }),
    rect(560, 494, 560, 12, { rx: 6, fill: '#9aabbc' }),
    g({ transform: 'translate(700 500) rotate(-90)' }, spring(0, -90, 90, 80, 7, '#b4c2cf')),
    place(900, 500, 1, cone),
    actuator(doc, 220, 170, 220, 110, 'blue'),
    line(330, 290, 330, 380, { stroke: '#8fc1e6', 'stroke-width': 1.5, 'stroke-dasharray': '6 6' }),
    dimension(120, 650, 520, 650, 'Ø ±0.2 mm', '#8fc1e6', 18),
    callout(440, 200, 560, 120, { en: 'Pressure-independent actuator', zh: '压力无关执行器' }, true, 18), callout(1000, 440, 900, 300, { en: 'Spring-loaded cone', zh: '弹簧锥体' }, true, 18), callout(680, 505, 760, 640, { en: 'Stainless shaft', zh: '不锈钢阀杆' }, true, 18),
  ];
}

export function chapterSet(): Out[] {
  return [
    svg('img/concepts/chapter-1.svg', 1200, 800, 'Craftsmanship: exploded view of a venturi valve', (doc) => [darkBackdrop(doc, 0.5, 0.5, 30), ...exploded(doc)]),
    svg('img/concepts/chapter-2.svg', 1200, 800, 'Innovation: 50+ patents', (doc) => [
      darkBackdrop(doc, 0.5, 0.45, 40), glow(doc, 600, 360, 360),
      path('M600 130C480 130 400 220 400 330C400 410 450 450 480 500V560H720V500C750 450 800 410 800 330C800 220 720 130 600 130Z', { fill: 'none', stroke: '#8fc1e6', 'stroke-width': 5 }),
      rect(500, 580, 200, 22, { rx: 8, fill: '#8fc1e6' }), rect(520, 612, 160, 22, { rx: 8, fill: '#8fc1e6', opacity: 0.7 }),
      place(600, 350, 0.5, venturiValve(doc, 0, 0, { finish: 'white' })),
      place(110, 160, 0.3, certificate(doc, 0, 0, 600, 800, 'patents', 1)), place(900, 200, 0.3, certificate(doc, 0, 0, 600, 800, 'patents', 2)),
      place(160, 470, 0.24, certificate(doc, 0, 0, 600, 800, 'patents', 3)),
    ]),
    svg('img/concepts/chapter-3.svg', 1200, 800, 'Smart control: networked airflow devices', (doc) => [darkBackdrop(doc, 0.5, 0.5, 40), network(doc, 600, 390, 0.88)]),
    svg('img/concepts/chapter-4.svg', 1200, 800, 'Research capability: R&D laboratory', (doc) => labScene(doc, { seed: 'chapter-4', bscCount: 1, people: 3 })),
    svg('img/concepts/chapter-5.svg', 1200, 800, 'Core competitiveness: 100% in-house core components', (doc) => [
      lightBackdrop(doc), circle(600, 300, 170, { fill: 'none', stroke: '#dfe9f3', 'stroke-width': 26 }),
      circle(600, 300, 170, { fill: 'none', stroke: C.accent, 'stroke-width': 26, 'stroke-linecap': 'round', transform: 'rotate(-90 600 300)', 'stroke-dasharray': '1068 2000' }),
      text(600, 320, '100%', { 'font-size': 72, 'font-weight': 300, fill: C.primary, 'text-anchor': 'middle' }),
      rect(150, 600, 900, 40, { rx: 6, fill: '#dfe6ed' }), shadow(doc, 600, 640, 480, 18),
      place(300, 560, 0.45, venturiValve(doc, 0, 0, {})), place(600, 520, 0.3, roomPanel(doc, 0, 0, 1)), place(880, 540, 0.35, sensor(doc, 0, 0, 1)),
      chart(doc, 860, 100, 260, 180, 3), place(80, 100, 1, screenUI(doc, 0, 0, 260, 180, 'status', 2)),
    ]),
  ];
}
