// Product drawings (800×800, transparent) and product-category banners (1200×600).
import { C, Doc } from '../lib/svg.ts';
import { venturiValve, twinVenturi, butterflyValve, rectDamper } from '../draw/valves.ts';
import { controllerBox, plcRack, cabinet, supervisor, roomPanel, sensor } from '../draw/devices.ts';
import { darkBackdrop, flowLines, leftShade, glow } from '../draw/motifs.ts';
import { shadow } from '../draw/parts.ts';
import { svg, place, type Out } from './common.ts';

type Draw = (doc: Doc) => string;
interface Item { title: string; draw: Draw; cx: number; cy: number; s: number; floor: number; shadowW: number }

const P = (title: string, draw: Draw, s: number, floor: number, shadowW: number, cx = 400, cy = 400): Item => ({ title, draw, cx, cy, s, floor, shadowW });

/** Per category, four distinct models: size, finish and construction differ. */
export const PRODUCTS: Record<string, Item[]> = {
  Venturi_valve: [
    P('Venturi valve, standard body, blue actuator', (d) => venturiValve(d, 0, 0, { L: 460, R: 110 }), 1.15, 130, 330),
    P('Venturi valve with insulation jacket, white actuator', (d) => venturiValve(d, 0, 0, { L: 500, R: 120, insulated: true, finish: 'white' }), 1.05, 140, 330),
    P('Twin venturi valve assembly for high flow', (d) => twinVenturi(d, 0, 60, { finish: 'blue' }), 1.05, 200, 320),
    P('Venturi valve with square flanges, graphite actuator', (d) => venturiValve(d, 0, 0, { L: 420, R: 100, squareFlange: true, finish: 'graphite' }), 1.15, 140, 310),
  ],
  Butterfly_valve: [
    P('VAV butterfly valve, top-mounted actuator', (d) => butterflyValve(d, 0, 0, {}), 1.3, 160, 280),
    P('VAV butterfly valve, side-mounted actuator', (d) => butterflyValve(d, 0, 0, { R: 150, L: 270, sideMount: true, finish: 'blue' }), 1.15, 180, 300),
    P('Compact VAV butterfly valve', (d) => butterflyValve(d, 0, 0, { R: 100, L: 220, finish: 'teal', open: 0.7 }), 1.5, 120, 240),
    P('Rectangular multi-blade VAV damper', (d) => rectDamper(d, 0, 0, {}), 1.35, 140, 330),
  ],
  control_system: [
    P('Laboratory room controller', (d) => controllerBox(d, 0, 0), 1.25, 230, 230),
    P('DIN-rail controller modules', (d) => plcRack(d, 0, 0, 1), 1.15, 150, 360),
    P('Control cabinet with HMI', (d) => cabinet(d, 0, 0, 3), 1.05, 300, 260),
    P('Supervisory workstation and gateway', (d) => supervisor(d, 0, 0, 5), 1.1, 210, 340),
  ],
  panel: [
    P('Touchscreen room pressure panel', (d) => roomPanel(d, 0, 0, 1), 1.25, 240, 200),
    P('Room control panel with keypad', (d) => roomPanel(d, 0, 0, 2), 1.3, 160, 290),
    P('Fume hood face-velocity monitor', (d) => roomPanel(d, 0, 0, 3), 1.2, 270, 150),
    P('Compact room pressure display', (d) => roomPanel(d, 0, 0, 4), 1.35, 180, 220),
  ],
  sensor: [
    P('Differential pressure transmitter', (d) => sensor(d, 0, 0, 1), 1.2, 230, 260),
    P('Averaging airflow probe with transmitter', (d) => sensor(d, 0, 0, 2), 1.0, 130, 360),
    P('Fume hood sash position sensor', (d) => sensor(d, 0, 0, 3), 1.15, 210, 200),
    P('Room temperature, humidity and occupancy sensor', (d) => sensor(d, 0, 0, 4), 1.3, 170, 220),
  ],
};

export function productSet(): Out[] {
  const out: Out[] = [];
  for (const [code, items] of Object.entries(PRODUCTS)) {
    items.forEach((it, i) => {
      out.push(svg(`img/products/${code}-${i + 1}.svg`, 800, 800, it.title, (doc) => [
        shadow(doc, it.cx, it.cy + it.floor * it.s * 0.85, it.shadowW * it.s * 0.85, 26, 0.18),
        place(it.cx, it.cy, it.s * 0.85, it.draw(doc)),
      ]));
    });
  }
  return out;
}

const CATEGORY: Record<string, { title: string; body: (doc: Doc) => string[] }> = {
  Venturi_valve: { title: 'Venturi valves', body: (d) => [place(780, 360, 0.95, venturiValve(d, 0, 0, {})), place(1060, 200, 0.38, venturiValve(d, 0, 0, { insulated: true, finish: 'white' }))] },
  Butterfly_valve: { title: 'VAV butterfly valves', body: (d) => [place(760, 340, 0.95, butterflyValve(d, 0, 0, { finish: 'blue' })), place(1050, 420, 0.55, rectDamper(d, 0, 0, {}))] },
  control_system: { title: 'Laboratory control systems', body: (d) => [place(730, 330, 0.78, plcRack(d, 0, 0, 2)), place(1030, 320, 0.66, cabinet(d, 0, 0, 4))] },
  panel: { title: 'Room control panels', body: (d) => [place(720, 300, 0.8, roomPanel(d, 0, 0, 1)), place(930, 320, 0.75, roomPanel(d, 0, 0, 2)), place(1110, 310, 0.6, roomPanel(d, 0, 0, 3))] },
  sensor: { title: 'Pressure, airflow and sash sensors', body: (d) => [place(700, 320, 0.72, sensor(d, 0, 0, 1)), place(960, 380, 0.55, sensor(d, 0, 0, 2)), place(1110, 250, 0.5, sensor(d, 0, 0, 4))] },
};

export function productCategorySet(): Out[] {
  return Object.entries(CATEGORY).map(([code, c], i) =>
    svg(`img/product-categories/${code}.svg`, 1200, 600, c.title, (doc) => [
      darkBackdrop(doc, 0.72, 0.5, 40),
      flowLines(doc, 420, 1200, 320, 170, 10, { seed: 20 + i, pinch: 0.5 }),
      glow(doc, 880, 320, 330, C.accent, 0.3),
      ...c.body(doc),
      leftShade(doc, 0.5, 0.75),
    ]));
}
