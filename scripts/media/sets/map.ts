// The Contact page's map (img/contact/map-{wide,narrow}-{zh-CN,en}.svg): a stylised street map of the area
// around the company address, drawn from data/contact-map.ts in the frames the page places its marker in
// (src/ui/pages/contact/map-area.ts). No marker is drawn here: the page puts it where `map_center` says.
import { LANGS, type Lang } from '../../../src/routing/locale.ts';
import { MAP_FRAMES, mapImage, METRES_PER_PIXEL, pixelOf, type MapFrame, type MapFrameName } from '../../../src/ui/pages/contact/map-area.ts';
import { BLOCKS, CREEK, LAKE, LAKE_NAME, PARKS, ROADS, STATION, type Road } from '../data/contact-map.ts';
import { circle, f, FONT, g, path, poly, rect, rng, text, type Pt } from '../lib/svg.ts';
import { svg, type Out } from './common.ts';

const COLOURS = {
  land: '#eef2f6', block: '#e4e9ef', building: '#d2dae3', buildingEdge: '#bfc9d4', park: '#d3eadb', parkEdge: '#b9dcc4',
  water: '#b8d6ee', waterText: '#2f5f8a', casing: '#c3cedb', road: '#ffffff', lane: '#fbfcfd', label: '#3d4d5e', parkText: '#2f6b45',
};
const ROAD_WIDTH: Record<Road['kind'], number> = { major: 40, minor: 22, lane: 10 };
const TITLES: Record<Lang, string> = { 'zh-CN': '文拓流体控制周边示意图', en: 'Map of the area around Ventaura Flow Control' };

export function mapSet(): Out[] {
  const out: Out[] = [];
  for (const frame of Object.keys(MAP_FRAMES) as MapFrameName[]) {
    for (const lang of LANGS) {
      const size = MAP_FRAMES[frame];
      out.push(svg(mapImage(frame, lang).slice(1), size.width, size.height, TITLES[lang], () => drawMap(size, lang, frame === 'narrow' ? 1.2 : 1)));
    }
  }
  return out;
}

interface Box { x0: number; y0: number; x1: number; y1: number }

const boxAround = ([x, y]: Pt, w: number, h: number): Box => ({ x0: x - w / 2, y0: y - h / 2, x1: x + w / 2, y1: y + h / 2 });
const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
/** Inside the picture and clear of everything placed so far. */
const fits = (box: Box, frame: MapFrame, taken: Box[]) => box.x0 >= 4 && box.y0 >= 4 && box.x1 <= frame.width - 4 && box.y1 <= frame.height - 4 && !taken.some((t) => overlap(t, box));
/** Whether a road (straight segments) passes through a box, with a little room around it (Liang–Barsky clipping). */
function crosses(line: Pt[], box: Box, room = 4): boolean {
  for (let i = 1; i < line.length; i++) {
    const [[ax, ay], [bx, by]] = [line[i - 1]!, line[i]!];
    const dx = bx - ax, dy = by - ay;
    let t0 = 0, t1 = 1;
    const clip = (p: number, q: number) => {
      if (p === 0) return q >= 0;
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      return t0 <= t1;
    };
    if (clip(-dx, ax - (box.x0 - room)) && clip(dx, box.x1 + room - ax) && clip(-dy, ay - (box.y0 - room)) && clip(dy, box.y1 + room - ay)) return true;
  }
  return false;
}
/** A label's rough width: Chinese characters are square, Latin ones a bit over half as wide. */
const textWidth = (s: string, size: number) => [...s].reduce((w, ch) => w + (/[\u3000-\u9fff]/.test(ch) ? size : size * 0.58), 0);

function drawMap(frame: MapFrame, lang: Lang, textScale: number): string[] {
  const px = ([east, north]: [number, number]): Pt => { const p = pixelOf(frame, east, north); return [p.x, p.y]; };
  const m = (metres: number) => metres / METRES_PER_PIXEL;
  const line = (points: [number, number][]) => points.map((p, i) => { const [x, y] = px(p); return `${i ? 'L' : 'M'}${f(x)} ${f(y)}`; }).join('');
  const inFrame = ([x, y]: Pt, margin = 0) => x >= -margin && x <= frame.width + margin && y >= -margin && y <= frame.height + margin;
  const fontSize = 20 * textScale;
  const label = (at: Pt, s: string, colour: string, extra: Record<string, string | number> = {}) =>
    text(at[0], at[1], s, { 'font-size': fontSize, 'font-weight': 600, fill: colour, 'text-anchor': 'middle', 'dominant-baseline': 'middle', stroke: '#ffffff', 'stroke-width': 4, 'stroke-linejoin': 'round', 'paint-order': 'stroke', 'font-family': FONT, ...extra });

  const body: string[] = [rect(0, 0, frame.width, frame.height, { fill: COLOURS.land })];

  // Blocks and their buildings (seeded, so every run draws the same town).
  const random = rng('contact-map');
  const blocks: string[] = [];
  const buildings: string[] = [];
  for (const [w, s, e, n] of BLOCKS) {
    const [x0, y0] = px([w, n]);
    const [x1, y1] = px([e, s]);
    blocks.push(rect(x0, y0, x1 - x0, y1 - y0, { fill: COLOURS.block }));
    const inset = m(26);
    for (let y = y0 + inset; y < y1 - inset - m(30); y += m(random.range(60, 95))) {
      for (let x = x0 + inset; x < x1 - inset - m(30); x += m(random.range(70, 120))) {
        const bw = Math.min(m(random.range(34, 70)), x1 - inset - x);
        const bh = Math.min(m(random.range(26, 52)), y1 - inset - y);
        if (bw < m(20) || bh < m(16) || !inFrame([x + bw / 2, y + bh / 2], 40)) continue;
        buildings.push(rect(x, y, bw, bh, { rx: 2 }));
      }
    }
  }
  body.push(g({}, blocks));

  for (const park of PARKS) body.push(poly(park.points.map(px), { fill: COLOURS.park, stroke: COLOURS.parkEdge, 'stroke-width': 1.5 }));
  body.push(g({ fill: COLOURS.building, stroke: COLOURS.buildingEdge, 'stroke-width': 1 }, buildings));

  // Water: the lake and the creek that leaves it.
  body.push(poly(LAKE.map(px), { fill: COLOURS.water }));
  body.push(path(line(CREEK), { fill: 'none', stroke: COLOURS.water, 'stroke-width': m(22), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));

  // Roads: casings under the surfaces, so crossings join cleanly.
  const order: Road['kind'][] = ['lane', 'minor', 'major'];
  for (const kind of order) {
    const roads = ROADS.filter((r) => r.kind === kind);
    const width = m(ROAD_WIDTH[kind]);
    body.push(g({ fill: 'none', stroke: COLOURS.casing, 'stroke-width': width + 3, 'stroke-linecap': 'square' }, roads.map((r) => path(line(r.path)))));
  }
  for (const kind of order) {
    const roads = ROADS.filter((r) => r.kind === kind);
    const width = m(ROAD_WIDTH[kind]);
    body.push(g({ fill: 'none', stroke: kind === 'lane' ? COLOURS.lane : COLOURS.road, 'stroke-width': width, 'stroke-linecap': 'square' }, roads.map((r) => path(line(r.path)))));
  }
  // The avenue's centre line.
  for (const road of ROADS.filter((r) => r.kind === 'major')) body.push(path(line(road.path), { fill: 'none', stroke: '#e3c97a', 'stroke-width': 1.5, 'stroke-dasharray': '14 10' }));

  // Names: the station first, then roads along their line (nearest free spot to where they would best sit:
  // no name over another, a crossing road or the map's furniture), the park and the lake.
  const s = textScale;
  const taken: Box[] = [
    { x0: frame.width - 72 * s, y0: 0, x1: frame.width, y1: 80 * s },
    { x0: 0, y0: frame.height - 64 * s, x1: 24 * s + m(200) + 70 * s, y1: frame.height },
  ];
  const station = px(STATION.at);
  if (inFrame(station, -20)) {
    const r = 11 * s;
    body.push(circle(station[0], station[1], r, { fill: '#0a4a8f', stroke: '#ffffff', 'stroke-width': 2.5 }));
    body.push(text(station[0], station[1] + 0.5, 'M', { 'font-size': 13 * s, 'font-weight': 700, fill: '#ffffff', 'text-anchor': 'middle', 'dominant-baseline': 'middle' }));
    taken.push(boxAround(station, 2 * r, 2 * r));
    const name = STATION.name[lang];
    const w = textWidth(name, fontSize * 0.88);
    const spots: Pt[] = [[station[0] + r + 6 + w / 2, station[1]], [station[0] - r - 6 - w / 2, station[1]], [station[0], station[1] + r + fontSize]];
    const spot = spots.find((at) => fits(boxAround(at, w, fontSize), frame, taken));
    if (spot) {
      taken.push(boxAround(spot, w, fontSize));
      body.push(label(spot, name, '#0a4a8f', { 'font-size': fontSize * 0.88 }));
    }
  }
  for (const road of ROADS) {
    const [[e0, n0], [e1, n1]] = [road.path[0]!, road.path[road.path.length - 1]!];
    const vertical = Math.abs(e1 - e0) < Math.abs(n1 - n0);
    const name = road.name[lang];
    const along = textWidth(name, fontSize);
    const crossing = ROADS.filter((r) => r !== road).map((r) => r.path.map(px));
    for (const preferred of road.labelAt) {
      const candidates = Array.from({ length: 41 }, (_, i) => i / 40).sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred));
      for (const t of candidates) {
        const at = px([e0 + (e1 - e0) * t, n0 + (n1 - n0) * t]);
        const box = vertical ? boxAround(at, fontSize, along + 12) : boxAround(at, along + 12, fontSize);
        if (!fits(box, frame, taken) || crossing.some((line) => crosses(line, box))) continue;
        taken.push(box);
        body.push(label(at, name, COLOURS.label, vertical ? { transform: `rotate(-90 ${f(at[0])} ${f(at[1])})` } : {}));
        break;
      }
    }
  }
  for (const park of PARKS) {
    if (!park.name || !park.labelAt) continue;
    const at = px(park.labelAt);
    if (inFrame(at, -30)) body.push(label(at, park.name[lang], COLOURS.parkText, { 'font-weight': 500 }));
  }
  const lakeAt = px(LAKE_NAME.at);
  if (inFrame(lakeAt, -40)) body.push(label(lakeAt, LAKE_NAME.name[lang], COLOURS.waterText, { 'font-style': 'italic', stroke: COLOURS.water }));

  // North arrow and scale bar.
  body.push(g({ transform: `translate(${f(frame.width - 40 * s)} ${f(44 * s)}) scale(${s})` }, [
    circle(0, 0, 22, { fill: '#ffffff', stroke: COLOURS.casing, 'stroke-width': 1.5 }),
    path('M0 -15L7 8 0 3 -7 8z', { fill: COLOURS.label }),
    text(0, -25, 'N', { 'font-size': 13, 'font-weight': 700, fill: COLOURS.label, 'text-anchor': 'middle' }),
  ]));
  const bar = m(200);
  const bx = 24 * s, by = frame.height - 24 * s;
  body.push(g({}, [
    rect(bx - 8, by - 30 * s, bar + 16 + 46 * s, 40 * s, { fill: '#ffffff', 'fill-opacity': 0.85, rx: 4 }),
    path(`M${f(bx)} ${f(by - 14 * s)}V${f(by)}H${f(bx + bar)}V${f(by - 14 * s)}`, { fill: 'none', stroke: COLOURS.label, 'stroke-width': 2 }),
    text(bx + bar + 8, by - 4, '200 m', { 'font-size': 13 * s, fill: COLOURS.label }),
  ]));
  return body;
}
