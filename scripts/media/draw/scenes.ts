// Ready-made interior compositions. Each takes a Doc and a seed and returns body markup.
import { C, Doc, d, g, rect, line, path, circle, ellipse, poly, lighten, darken, rng, text } from '../lib/svg.ts';
import * as R from './rooms.ts';
import { person, randomPerson } from './people.ts';
import { venturiValve, butterflyValve } from './valves.ts';
import { screenUI, cabinet } from './devices.ts';
import { mark } from './brand.ts';

export interface SceneOpts { seed: number | string; ex?: number; f?: number; cx?: number; cy?: number }

const f0 = (doc: Doc, o: SceneOpts) => o.f ?? doc.w * 0.58;

/** Chemistry/research lab: fume hoods, island benches, ducts with venturi valves. */
export function labScene(doc: Doc, o: SceneOpts & { bscCount?: number; people?: number }): string {
  const r = rng(o.seed);
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-0.8, 0.8), ey: 1.6, h: 3.3, zb: 9, f: f0(doc, o), cx: o.cx, cy: o.cy, floor: '#c8d5e1' });
  R.lights(room, [-3, 0, 3], [2.5, 5, 7.5]);
  const winSide = r.chance(0.5) ? 1 : -1;
  R.sideWindow(room, winSide, 2, 7.5);
  const nBack = r.int(2, 3), bsc = o.bscCount ?? 0;
  for (let i = 0; i < nBack; i++) R.fumeHood(room, { wall: 'back', at: -4.8 + i * 1.8, w: 1.6, depth: 0.85 }, { bsc: i >= nBack - bsc, sash: r.range(1.3, 1.6) });
  if (r.chance(0.5)) R.backGlazing(room, -4.8 + nBack * 1.8 + 0.2, 1.6); else R.backDoor(room, -4.8 + nBack * 1.8 + 0.4);
  const side = winSide > 0 ? 'left' : 'right';
  R.fumeHood(room, { wall: side, at: 3.0, w: 1.6, depth: 0.85 });
  R.fumeHood(room, { wall: side, at: 4.8, w: 1.6, depth: 0.85 }, { sash: 1.3 });
  R.bench(room, -1.6, 2.2, 4.4, 5.8);
  if (r.chance(0.6)) R.bench(room, -1.6, 2.2, 6.6, 7.6, { shelf: false });
  R.ceilingDuct(room, 7.9, { valves: [-3.9, -2.1, -0.3].slice(0, nBack) });
  R.ceilingDuct(room, 5.1, { valves: [0.3], x0: -1.6, x1: 2.2, y: 2.9, r: 0.12 });
  const n = o.people ?? r.int(1, 3);
  const spots: [number, number][] = [[-2.4, 4.2], [2.8, 3.6], [0.4, 3.4], [-1.0, 6.2]];
  R.crowd(room, 'coat', spots.slice(0, n));
  return room.sc.render();
}

/** Cleanroom: filter ceiling, pass box, stainless tables, gowned staff, downward airflow. */
export function cleanroomScene(doc: Doc, o: SceneOpts & { isolator?: boolean }): string {
  const r = rng(o.seed);
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-0.6, 0.6), ey: 1.6, h: 3.0, zb: 8, f: f0(doc, o), cx: o.cx, cy: o.cy, wall: '#eaf0f5', floor: '#d3dfe9', ceiling: '#f8fafc' });
  R.lights(room, [-3.6, -1.2, 1.2, 3.6], [1.8, 3.6, 5.4, 7.0], 1.0, 1.0);
  const sc = room.sc;
  // Glazed wall and a pass box on the back wall.
  R.backGlazing(room, -4.6, -1.0);
  let s = sc.rz(7.98, 0.2, 0.9, 1.0, 1.6, { fill: '#c9d4de', stroke: '#9fb0c2', 'stroke-width': 1 }) + sc.rz(7.97, 0.28, 0.82, 1.06, 1.54, { fill: '#bfe0f5' });
  s += sc.rz(7.97, 1.2, 1.5, 1.3, 1.7, { fill: '#20262e' }) + sc.rz(7.96, 1.23, 1.47, 1.38, 1.62, { fill: '#0f2a47' }) + sc.rz(7.95, 1.26, 1.4, 1.5, 1.53, { fill: C.accent });
  sc.add(7.9, s);
  R.backDoor(room, 2.4, { panel: false, color: '#eef3f8' });
  if (o.isolator ?? r.chance(0.5)) {
    // Isolator with glove ports on a stand.
    let iso = R.furnitureStr(room, -1.4, 1.4, 0.85, 1.9, 4.2, 5.0, '#eef2f6');
    iso += sc.rz(4.19, -1.3, 1.3, 0.95, 1.8, { fill: '#cfe6f5', opacity: 0.7, stroke: '#9fb0c2', 'stroke-width': 1 });
    for (const x of [-0.8, -0.3, 0.3, 0.8]) { const [px, py] = sc.P(x, 1.25, 4.185); iso += circle(px, py, 0.11 * sc.k(4.2), { fill: '#2b3440' }); }
    for (const x of [-1.3, 1.25]) iso += sc.box(x, x + 0.05, 0, 0.85, 4.3, 4.35, { front: '#9aabbc', side: '#7d8fa3', top: '#9aabbc' });
    sc.add(4.2, iso);
  } else R.table(room, -1.4, 1.2, 4.2, 5.0);
  R.table(room, 2.6, 4.2, 3.0, 3.8);
  R.table(room, -4.2, -2.6, 5.6, 6.4);
  // Unidirectional downflow from the filter ceiling.
  let flow = '';
  for (let i = 0; i < 9; i++) {
    const x = -4 + i, z = 2.2 + (i % 3) * 1.6;
    const [ax, ay] = sc.P(x, 2.9, z), [, by] = sc.P(x, 1.2, z);
    flow += line(ax, ay, ax, by, { stroke: C.accent, 'stroke-width': 2, 'stroke-dasharray': '6 8', opacity: 0.55 }) + path(d`M${ax - 5} ${by - 8}L${ax} ${by}L${ax + 5} ${by - 8}`, { fill: 'none', stroke: C.accent, 'stroke-width': 2, opacity: 0.55 });
  }
  sc.add(2, flow);
  R.crowd(room, 'gown', [[-2.0, 3.6], [2.0, 4.8], [0.2, 5.6]].slice(0, r.int(2, 3)) as [number, number][]);
  return sc.render();
}

/** Biosafety suite: biosafety cabinets, airlock door with pressure panel, hazard signage. */
export function bslScene(doc: Doc, o: SceneOpts): string {
  const r = rng(o.seed);
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-0.6, 0.6), ey: 1.6, h: 3.1, zb: 8.5, f: f0(doc, o), cx: o.cx, cy: o.cy, wall: '#e3ebf2', floor: '#c3d2de' });
  R.lights(room, [-2.4, 0, 2.4], [2.5, 5, 7.2], 1.0, 0.6);
  const sc = room.sc;
  for (let i = 0; i < 3; i++) R.fumeHood(room, { wall: 'back', at: -4.6 + i * 1.75, w: 1.55, depth: 0.8 }, { bsc: true, accent: i === 1 ? C.accent : C.primary });
  R.backDoor(room, 1.0, { color: '#f4f7fa' });
  // Hazard sign on the door.
  const [hx, hy] = sc.P(1.5, 1.95, 8.48), k = sc.k(8.48);
  sc.add(8.4, poly([[hx, hy - 0.12 * k], [hx + 0.12 * k, hy + 0.09 * k], [hx - 0.12 * k, hy + 0.09 * k]], { fill: '#f2c230', stroke: '#2b3440', 'stroke-width': 1.5 }) + text(hx, hy + 0.06 * k, '!', { 'font-size': 0.14 * k, 'font-weight': 700, 'text-anchor': 'middle', fill: '#2b3440' }));
  R.fumeHood(room, { wall: 'right', at: 3.2, w: 1.6, depth: 0.8 }, { bsc: true });
  R.table(room, -1.8, 1.0, 4.4, 5.2, 0.85, '#eef2f6');
  // Autoclave on the left wall.
  sc.add(3.5, sc.box(-5, -4.1, 0, 1.8, 3.5, 4.7, { front: '#dfe6ed', side: '#eef2f6', top: '#ffffff', stroke: { stroke: '#9fb0c2', 'stroke-width': 0.8 } }) + sc.rx(-4.098, 3.7, 4.5, 0.6, 1.5, { fill: '#c9d4de', stroke: '#8a9bad', 'stroke-width': 1 }));
  R.ceilingDuct(room, 7.4, { valves: [-3.8, -2.1, -0.3], color: C.accent });
  R.crowd(room, 'gown', [[-1.2, 3.6], [2.2, 4.0]]);
  return sc.render();
}

/** Hospital: operating room (variant 0) or isolation ward (variant 1). */
export function hospitalScene(doc: Doc, o: SceneOpts & { variant?: number }): string {
  const r = rng(o.seed), v = o.variant ?? 0;
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-0.5, 0.5), ey: 1.6, h: 3.0, zb: 8, f: f0(doc, o), cx: o.cx, cy: o.cy, wall: v ? '#e4eef0' : '#d7e9ea', floor: v ? '#cdd9e2' : '#bcd3d6' });
  const sc = room.sc;
  R.lights(room, [-3, 3], [2.5, 5.5], 1.0, 0.6);
  if (v === 0) {
    // Laminar-flow ceiling over the table, surgical lights, table, monitors.
    sc.add(1e5, sc.ry(2.995, -1.6, 1.6, 3.6, 6.0, { fill: '#ffffff', stroke: '#c9d4de', 'stroke-width': 1.5 }));
    R.furniture(room, -0.35, 0.35, 0, 0.7, 4.4, 5.8, '#8a9bad');
    R.furniture(room, -0.5, 0.5, 0.7, 0.85, 4.2, 6.0, '#3d8fd6');
    for (const [x, z] of [[-0.9, 4.6], [0.9, 5.4]] as const) {
      const [px, py] = sc.P(x, 2.1, z), k = sc.k(z);
      const [ax, ay] = sc.P(x * 0.3, 3.0, z);
      sc.add(z - 1, line(ax, ay, px, py, { stroke: '#9aabbc', 'stroke-width': 0.06 * k }) + ellipse(px, py, 0.45 * k, 0.16 * k, { fill: '#dfe6ed', stroke: '#9fb0c2', 'stroke-width': 1 }) + ellipse(px, py + 0.04 * k, 0.32 * k, 0.09 * k, { fill: '#fffbe6' }));
    }
    R.wallScreen(room, -4.2, -1.8, 1.3, 2.3, r.int(0, 9));
    R.backDoor(room, 2.4, { color: '#e6f0f0' });
    R.furniture(room, 2.85, 3.55, 0, 0.9, 3.65, 4.0, '#c9d4de');
    R.furniture(room, 2.8, 3.6, 0.9, 1.5, 3.6, 4.0, '#2b3440');
    room.sc.add(3.59, room.sc.rz(3.595, 2.88, 3.52, 1.0, 1.42, { fill: '#0f2a47' }) + room.sc.rz(3.59, 2.95, 3.3, 1.2, 1.23, { fill: C.accent }));
    R.crowd(room, 'scrubs', [[-1.3, 4.0], [1.2, 3.8], [0.1, 6.6]]);
  } else {
    // Negative-pressure isolation ward: beds, curtains, anteroom door with pressure panel.
    for (const z of [3.6, 5.8]) R.bed(room, z);
    // IV stand beside the nearer bed.
    R.furniture(room, -2.6, -2.57, 0, 1.8, 3.4, 3.43, '#9aabbc');
    R.furniture(room, -2.68, -2.5, 1.6, 1.78, 3.38, 3.42, '#d7ecf7');
    R.backDoor(room, 0.6, { color: '#f4f7fa' });
    R.sideWindow(room, 1, 2.5, 7.0);
    R.ceilingDuct(room, 7.2, { valves: [-3.4, 2.8], color: C.accent });
    R.crowd(room, 'scrubs', [[-1.6, 4.6], [1.4, 5.2]]);
  }
  return sc.render();
}

/** Assembly floor: conveyor with valves, test stations, racking, high-bay lights. */
export function factoryScene(doc: Doc, o: SceneOpts): string {
  const r = rng(o.seed);
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-1, 1), ey: 1.7, h: 6, zb: 16, width: 16, f: f0(doc, o) * 0.95, cx: o.cx, cy: o.cy, wall: '#dde6ee', floor: '#b9c8d5', ceiling: '#e9eef3' });
  const sc = room.sc;
  // Roof trusses and high-bay lamps.
  let roof = '';
  for (let z = 3; z < 16; z += 3) {
    roof += sc.rz(z, -8, 8, 5.4, 5.55, { fill: '#9aabbc' });
    for (const x of [-4, 0, 4]) { const [px, py] = sc.P(x, 5.0, z); const k = sc.k(z); roof += line(px, py - 0.4 * k, px, py, { stroke: '#8a9bad', 'stroke-width': 1 }) + path(d`M${px - 0.35 * k} ${py + 0.2 * k}L${px - 0.15 * k} ${py}H${px + 0.15 * k}L${px + 0.35 * k} ${py + 0.2 * k}Z`, { fill: '#5b6a7a' }) + ellipse(px, py + 0.2 * k, 0.35 * k, 0.05 * k, { fill: '#fff8de' }); }
  }
  sc.add(1e5, roof);
  // Windows high on the back wall.
  let win = '';
  for (let x = -7; x < 7; x += 2) win += sc.rz(15.99, x + 0.2, x + 1.8, 3.8, 5.0, { fill: '#cfe6f5' });
  sc.add(15.99, win);
  // Floor safety lanes.
  sc.add(9e5, sc.ry(0.001, -2.6, -2.45, 1, 16, { fill: '#f2c230' }) + sc.ry(0.001, 2.45, 2.6, 1, 16, { fill: '#f2c230' }));
  // Conveyor along z with valves riding on it.
  for (let z = 12.5; z >= 5; z -= 2.5) {
    R.furniture(room, -1.4, 1.4, 0.75, 0.9, z, z + 2.4, '#5b6a7a');
    for (const x of [-1.3, 1.2]) R.furniture(room, x, x + 0.1, 0, 0.75, z + 0.1, z + 0.2, '#3b4756');
    if (z < 11) R.productAt(room, r.range(-0.4, 0.2), 0.9, z + 1.2, venturiValve(doc, 0, -130, { L: 360, R: 80, finish: r.pick(['blue', 'white', 'graphite'] as const) }), 400);
  }
  // Pallet racking on the left: blue uprights, orange beams, cartons.
  for (let z = 4; z < 15; z += 2.6) {
    let rk = '';
    for (const zz of [z, z + 2.0]) rk += R.furnitureStr(room, -6.65, -6.55, 0, 3.6, zz, zz + 0.08, C.primary);
    for (const y of [1.2, 2.4, 3.5]) {
      rk += R.furnitureStr(room, -6.65, -6.55, y - 0.1, y, z, z + 2.08, '#f2a541');
      for (let k = 0; k < 2; k++) rk += R.furnitureStr(room, -7.6, -6.75, y, y + r.range(0.4, 0.8), z + 0.15 + k * 0.95, z + 1.0 + k * 0.95, r.pick(['#c8a47e', '#d4b48f', '#e9eef3']));
    }
    room.sc.add(z, rk);
  }
  for (const z of [5, 9]) R.bench(room, 4.0, 6.2, z, z + 0.9, { shelf: false, top: '#6a7785' });
  R.productAt(room, 6.8, 0, 6.5, cabinet(doc, 0, -330, r.int(0, 5)), 330);
  R.crowd(room, 'casual', [[2.0, 4.0], [-2.0, 6.5], [3.2, 7.4]]);
  return sc.render();
}

/** Trade-show booth in an exhibition hall. */
export function boothScene(doc: Doc, o: SceneOpts & { wall?: string }): string {
  const r = rng(o.seed);
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-0.8, 0.8), ey: 1.6, h: 7, zb: 14, width: 16, f: f0(doc, o), cx: o.cx, cy: o.cy, wall: '#c9d3dd', floor: '#b4c0cc', ceiling: '#56636f' });
  const sc = room.sc, k = sc.k(8);
  // Booth back wall with the brand graphic.
  const wc = o.wall ?? C.primary;
  const bw = sc.box(-4, 4, 0, 3.4, 8, 8.3, { front: wc, side: darken(wc, 0.3), top: lighten(wc, 0.2) });
  const [lx, ly] = sc.P(-3.4, 3.0, 8);
  const brand = g({ transform: `translate(${lx.toFixed(1)} ${ly.toFixed(1)}) scale(${(k / 50).toFixed(3)})` }, mark(doc, true) + text(52, 29, 'Ventaura', { 'font-size': 26, 'font-weight': 700, fill: '#fff' }));
  const [sx, sy] = sc.P(0.6, 2.9, 7.99), [ex2, ey2] = sc.P(3.6, 0.9, 7.99);
  const scr = rect(sx, sy, ex2 - sx, ey2 - sy, { fill: '#0f2a47' }) + screenUI(doc, sx + 6, sy + 6, ex2 - sx - 12, ey2 - sy - 12, 'dashboard', r.int(0, 9));
  const stripe = sc.rz(7.99, -4, 4, 0.3, 0.42, { fill: C.accent });
  sc.add(8, bw + stripe + brand + scr);
  // Header fascia hanging above.
  sc.add(7.5, sc.box(-4.2, 4.2, 4.6, 5.2, 7.4, 7.6, { front: '#ffffff', side: '#dfe6ed', top: '#ffffff' }) + sc.rz(7.39, -4.2, 4.2, 4.6, 4.7, { fill: C.accent }));
  // Counter and product plinths.
  sc.add(6, sc.box(-3.4, -1.2, 0, 1.05, 6, 6.6, { front: '#ffffff', side: '#dfe6ed', top: '#f4f7fa', stroke: { stroke: '#b4c2cf', 'stroke-width': 1 } }) + sc.rz(5.99, -3.4, -1.2, 0.75, 0.85, { fill: C.accent }));
  for (const [x, z] of [[0.4, 5.2], [2.6, 5.8]] as const) {
    R.furniture(room, x - 0.4, x + 0.4, 0, 0.9, z, z + 0.8, '#f4f7fa');
    R.productAt(room, x, 0.95, z + 0.4, x < 1 ? venturiValve(doc, 0, -130, { L: 360, R: 80 }) : butterflyValve(doc, 0, -140, { R: 100, L: 200 }), 400);
  }
  // Neighbouring booths in the distance.
  for (const x of [-7, 6]) sc.add(12, sc.box(x - 1.4, x + 1.4, 0, 2.8, 12, 12.2, { front: r.pick(['#dfe6ed', '#b9c8d6', '#eef2f6']), side: '#9aabbc', top: '#ffffff' }));
  R.crowd(room, 'suit', [[-2.4, 6.9], [1.5, 4.4], [-0.6, 3.8], [3.4, 4.2]]);
  return sc.render();
}

/** Meeting room: table, people, a screen with charts. */
export function meetingScene(doc: Doc, o: SceneOpts): string {
  const r = rng(o.seed);
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-0.4, 0.4), ey: 1.5, h: 3.0, zb: 8, width: 8, f: f0(doc, o), cx: o.cx, cy: o.cy, wall: '#e7edf3', floor: '#c2b8ad' });
  const sc = room.sc;
  R.lights(room, [0], [3, 5.5], 2.4, 0.4);
  R.wallScreen(room, -1.6, 1.6, 1.0, 2.5, r.int(0, 9));
  R.sideWindow(room, -1, 2, 7.4, 0.8, 2.6);
  // People standing/sitting behind the table, table in front of them.
  for (const [x, z] of [[-1.2, 5.6], [0.2, 5.7], [1.4, 5.5]] as const) sc.add(z, sc.sprite(x, -0.3, z, person({ ...randomPerson(r, 'suit'), pose: 'stand' }), 100));
  sc.add(5, sc.box(-2.0, 2.0, 0, 0.7, 4.5, 4.6, { front: '#4a3a2f', side: '#3b2e25', top: '#4a3a2f' }) + sc.box(-2.2, 2.2, 0.7, 0.76, 4.2, 5.2, { front: '#6b5443', side: '#5a4638', top: '#8a6d57' }));
  R.crowd(room, 'suit', [[-1.9, 3.6], [2.0, 3.4]]);
  return sc.render();
}

/** Building-management control room: video wall and operator desks. */
export function controlRoomScene(doc: Doc, o: SceneOpts): string {
  const r = rng(o.seed);
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-0.5, 0.5), ey: 1.5, h: 3.2, zb: 9, f: f0(doc, o), cx: o.cx, cy: o.cy, wall: '#2a3a4c', floor: '#34475c', ceiling: '#22313f' });
  R.lights(room, [-2.5, 0, 2.5], [3, 6], 1.2, 0.2);
  for (let i = 0; i < 3; i++) for (let j = 0; j < 2; j++) R.wallScreen(room, -4.2 + i * 2.85, -4.2 + i * 2.85 + 2.7, 0.9 + j * 1.05, 0.9 + j * 1.05 + 1.0, r.int(0, 20));
  for (const z of [5.5, 3.6]) {
    R.furniture(room, -3.5, 3.5, 0.72, 0.78, z, z + 0.8, '#5b6a7a');
    R.furniture(room, -3.4, 3.4, 0, 0.72, z + 0.5, z + 0.8, '#3b4756');
    for (let x = -3; x < 3; x += 1.2) {
      const [ax, ay] = room.sc.P(x, 1.25, z + 0.3), [bx, by] = room.sc.P(x + 0.9, 0.8, z + 0.3);
      room.sc.add(z + 0.3, rect(ax, ay, bx - ax, by - ay, { fill: '#1c2530' }) + screenUI(doc, ax + 2, ay + 2, bx - ax - 4, by - ay - 4, r.pick(['dashboard', 'status'] as const), r.int(0, 9)));
    }
  }
  R.crowd(room, 'casual', [[-1.5, 6.6], [1.8, 4.8]]);
  return room.sc.render();
}

/** Testing/inspection lab: instrument rows plus hoods. */
export function testingScene(doc: Doc, o: SceneOpts): string {
  const r = rng(o.seed);
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-0.6, 0.6), ey: 1.6, h: 3.2, zb: 9, f: f0(doc, o), cx: o.cx, cy: o.cy, floor: '#c9d4de' });
  R.lights(room, [-3, 0, 3], [2.5, 5, 7.5]);
  R.fumeHood(room, { wall: 'back', at: -4.8, w: 1.8, depth: 0.85 });
  R.fumeHood(room, { wall: 'back', at: -2.8, w: 1.8, depth: 0.85 });
  R.backGlazing(room, -0.6, 4.6);
  R.bench(room, -4.95, -4.1, 2.4, 6.6, { shelf: false });
  // Instrument bench along the right wall: tall analyser boxes with small screens.
  R.bench(room, 3.0, 4.95, 2.6, 3.6, { shelf: false });
  for (let i = 0; i < 3; i++) {
    const z = 4.0 + i * 1.3;
    R.furniture(room, 3.6, 4.9, 0.9 - 0.9, 1.6, z, z + 1.0, i % 2 ? '#eef2f6' : '#dfe6ed');
    room.sc.add(z - 0.01, room.sc.rx(3.598, z + 0.15, z + 0.6, 1.2, 1.45, { fill: '#0f2a47' }) + room.sc.rx(3.597, z + 0.2, z + 0.4, 1.3, 1.33, { fill: C.accent }));
  }
  R.bench(room, -1.6, 1.8, 4.6, 5.8);
  R.ceilingDuct(room, 7.9, { valves: [-3.9, -1.9] });
  R.crowd(room, 'coat', [[-0.2, 3.4], [2.4, 6.4]].slice(0, r.int(1, 2)) as [number, number][]);
  return room.sc.render();
}

/** Looking up at a service ceiling: rows of exhaust ducts, each with venturi valves. */
export function ductScene(doc: Doc, o: SceneOpts): string {
  const r = rng(o.seed);
  const room = R.shell(doc, { seed: o.seed, ex: o.ex ?? r.range(-0.5, 0.5), ey: 2.2, h: 4.2, zb: 10, f: f0(doc, o) * 0.9, cx: o.cx, cy: o.cy ?? doc.h * 0.62, ceiling: '#e3eaf1', wall: '#dfe7ef' });
  for (let i = 0; i < 4; i++) {
    const z = 3 + i * 1.8;
    R.ceilingDuct(room, z, { y: 3.6 - (i % 2) * 0.25, r: 0.2, valves: [-3.2 + (i % 2) * 0.8, 0.2 - (i % 2) * 0.5, 3.0 - (i % 2) * 0.4], color: i % 2 ? C.accent : C.primary });
  }
  for (let i = 0; i < 3; i++) R.fumeHood(room, { wall: 'back', at: -3.6 + i * 2.2, w: 1.8, depth: 0.85 });
  return room.sc.render();
}
