// Interiors built on Scene3: labs, cleanrooms, biosafety suites, hospital rooms, factory floors, booths.
import { C, Doc, rect, line, lighten, darken, rng, type Rng } from '../lib/svg.ts';
import { Scene3 } from '../lib/scene3.ts';
import { person, randomPerson, type Outfit, type PersonOpts } from './people.ts';
import { screenUI } from './devices.ts';

export interface Room { sc: Scene3; x0: number; x1: number; h: number; zb: number; r: Rng }

export interface ShellOpts { width?: number; h?: number; zb?: number; ex?: number; ey?: number; f?: number; cx?: number; cy?: number; wall?: string; floor?: string; ceiling?: string; seed: number | string }

/** Walls, floor and ceiling with tile and panel grids. */
export function shell(doc: Doc, o: ShellOpts): Room {
  const width = o.width ?? 10, h = o.h ?? 3.2, zb = o.zb ?? 9;
  const x0 = -width / 2, x1 = width / 2, zn = 0.8;
  const sc = new Scene3(doc, { ex: o.ex ?? 0, ey: o.ey ?? 1.55, f: o.f ?? doc.w * 0.55, cx: o.cx, cy: o.cy ?? doc.h * 0.46 });
  const wall = o.wall ?? '#e6edf4', floor = o.floor ?? '#cfdbe6', ceil = o.ceiling ?? '#f5f8fb';
  const out: string[] = [];
  out.push(sc.ry(0, x0, x1, zn, zb, { fill: doc.lin([[0, darken(floor, 0.04)], [1, lighten(floor, 0.25)]], 0, 1, 0, 0) }));
  out.push(sc.ry(h, x0, x1, zn, zb, { fill: doc.lin([[0, darken(ceil, 0.05)], [1, ceil]], 0, 0, 0, 1) }));
  out.push(sc.rx(x0, zn, zb, 0, h, { fill: doc.lin([[0, darken(wall, 0.05)], [1, wall]], 0, 0, 1, 0) }));
  out.push(sc.rx(x1, zn, zb, 0, h, { fill: doc.lin([[0, wall], [1, darken(wall, 0.07)]], 0, 0, 1, 0) }));
  out.push(sc.rz(zb, x0, x1, 0, h, { fill: lighten(wall, 0.35) }));
  // Floor tiles and ceiling panels: thin lines give the "technical drawing" feel.
  const tile = { stroke: darken(floor, 0.12), 'stroke-width': 1, opacity: 0.6 };
  let grid = '';
  for (let x = x0 + 1.2; x < x1; x += 1.2) grid += line(...sc.P(x, 0, zn), ...sc.P(x, 0, zb), tile);
  for (let z = 1.2; z < zb; z += 1.2) grid += line(...sc.P(x0, 0, z), ...sc.P(x1, 0, z), tile);
  const cl = { stroke: darken(ceil, 0.1), 'stroke-width': 1 };
  for (let x = x0 + 1.2; x < x1; x += 1.2) grid += line(...sc.P(x, h, zn), ...sc.P(x, h, zb), cl);
  for (let z = 1.2; z < zb; z += 1.2) grid += line(...sc.P(x0, h, z), ...sc.P(x1, h, z), cl);
  out.push(grid);
  // Skirting on the back wall and both side walls.
  out.push(sc.rz(zb - 0.01, x0, x1, 0, 0.1, { fill: darken(wall, 0.18) }));
  out.push(sc.rx(x0 + 0.01, zn, zb, 0, 0.1, { fill: darken(wall, 0.18) }), sc.rx(x1 - 0.01, zn, zb, 0, 0.1, { fill: darken(wall, 0.18) }));
  sc.add(1e6, out.join(''));
  return { sc, x0, x1, h, zb, r: rng(o.seed) };
}

export function lights(R: Room, xs: number[], zs: number[], w = 1.2, dz = 0.6): void {
  const { sc, h } = R;
  let s = '';
  for (const x of xs) for (const z of zs) s += sc.ry(h - 0.005, x - w / 2, x + w / 2, z, z + dz, { fill: '#ffffff', stroke: '#dbe4ec', 'stroke-width': 1 });
  sc.add(1e5, s);
}

/** Window on the right (side = 1) or left (side = -1) wall, with sky and mullions. */
export function sideWindow(R: Room, side: 1 | -1, z0: number, z1: number, y0 = 0.9, y1 = 2.5): void {
  const { sc } = R, x = side > 0 ? R.x1 - 0.02 : R.x0 + 0.02;
  let s = sc.rx(x, z0 - 0.08, z1 + 0.08, y0 - 0.08, y1 + 0.08, { fill: '#b8c6d4' });
  s += sc.rx(x, z0, z1, y0, y1, { fill: sc.doc.lin([[0, '#bfe0f5'], [1, '#eaf5fc']]) });
  // Distant skyline through the glass.
  for (let i = 0; i < 6; i++) {
    const za = z0 + ((z1 - z0) * i) / 6, zc = za + (z1 - z0) / 7;
    s += sc.rx(x, za, zc, y0, y0 + 0.25 + ((i * 37) % 5) * 0.08, { fill: '#a9c3da', opacity: 0.6 });
  }
  for (let k = 1; k < 4; k++) { const z = z0 + ((z1 - z0) * k) / 4; s += sc.rx(x, z - 0.03, z + 0.03, y0, y1, { fill: '#b8c6d4' }); }
  sc.add(5e5, s);
}

/** A unit standing against a wall: 'back' (facing camera) or on the left/right wall facing the room. */
type Mount = { wall: 'back' | 'left' | 'right'; at: number; w: number; depth: number };

function faceFns(R: Room, m: Mount) {
  const { sc } = R;
  if (m.wall === 'back') {
    const zf = R.zb - m.depth, x0 = m.at;
    return { key: zf, body: (y1: number, fill: any) => sc.box(x0, x0 + m.w, 0, y1, zf, R.zb, fill), face: (u0: number, u1: number, v0: number, v1: number, a: any) => sc.rz(zf - 0.002, x0 + u0, x0 + u1, v0, v1, a), top: (u: number, v: number): [number, number, number] => [x0 + u, v, zf + m.depth / 2] };
  }
  const left = m.wall === 'left';
  const xf = left ? R.x0 + m.depth : R.x1 - m.depth;
  const z0 = m.at;
  const zOf = (u: number) => (left ? z0 + m.w - u : z0 + u);
  return {
    key: z0,
    body: (y1: number, fill: any) => (left ? sc.box(R.x0, xf, 0, y1, z0, z0 + m.w, fill) : sc.box(xf, R.x1, 0, y1, z0, z0 + m.w, fill)),
    face: (u0: number, u1: number, v0: number, v1: number, a: any) => sc.rx(xf + (left ? 0.002 : -0.002), Math.min(zOf(u0), zOf(u1)), Math.max(zOf(u0), zOf(u1)), v0, v1, a),
    top: (u: number, v: number): [number, number, number] => [left ? R.x0 + m.depth / 2 : R.x1 - m.depth / 2, v, zOf(u)],
  };
}

/** Fume hood (or biosafety cabinet with bsc = true) with its exhaust duct and venturi valve. */
export function fumeHood(R: Room, m: Mount, o: { bsc?: boolean; sash?: number; accent?: string } = {}): void {
  const { sc, h } = R, doc = sc.doc;
  const F = faceFns(R, m);
  const bodyCol = o.bsc ? '#f4f7fa' : '#e9eef3';
  const H = 2.35, w = m.w;
  let s = F.body(H, { front: bodyCol, side: '#c9d4de', top: '#ffffff', stroke: { stroke: '#9fb0c2', 'stroke-width': 0.8 } });
  // Base cabinet doors.
  const nDoors = Math.max(2, Math.round(w / 0.6));
  for (let i = 0; i < nDoors; i++) {
    const u0 = 0.04 + (i * (w - 0.08)) / nDoors, u1 = u0 + (w - 0.08) / nDoors - 0.03;
    s += F.face(u0, u1, 0.1, 0.8, { fill: o.bsc ? '#e3e9ef' : '#dfe6ed', stroke: '#b4c2cf', 'stroke-width': 0.8 });
    s += F.face((u0 + u1) / 2 - 0.1, (u0 + u1) / 2 + 0.1, 0.7, 0.72, { fill: '#8a9bad' });
  }
  s += F.face(-0.02, w + 0.02, 0.8, 0.9, { fill: '#2b3440' });
  const sash = o.sash ?? 1.45;
  s += F.face(0.12, w - 0.12, 0.9, o.bsc ? 1.55 : 1.9, { fill: doc.lin([[0, '#1f3347'], [1, '#3a5068']]) });
  s += F.face(0.16, w - 0.16, 0.92, 1.0, { fill: '#f4f7fa', opacity: 0.35 });
  if (o.bsc) {
    s += F.face(0.12, w - 0.12, 1.2, 1.55, { fill: '#bfe0f5', opacity: 0.35 });
    s += F.face(0.12, w - 0.12, 1.55, 2.35, { fill: o.accent ?? C.primary });
    s += F.face(w * 0.55, w - 0.25, 1.75, 2.05, { fill: '#0f2a47' });
    s += F.face(w * 0.58, w * 0.78, 1.85, 1.9, { fill: C.accent });
  } else {
    s += F.face(0.12, w - 0.12, sash, 1.9, { fill: '#cfe6f5', opacity: 0.45 });
    s += F.face(0.12, w - 0.12, sash - 0.04, sash + 0.02, { fill: '#9aabbc' });
    s += F.face(0.12, w - 0.12, 1.9, 2.35, { fill: '#f8fafc' });
    s += F.face(0.2, 1.0, 2.05, 2.2, { fill: o.accent ?? C.primary });
    // Hood monitor panel.
    s += F.face(w - 0.42, w - 0.18, 1.98, 2.28, { fill: '#0f2a47' });
    s += F.face(w - 0.39, w - 0.26, 2.12, 2.15, { fill: C.accent });
  }
  s += F.face(0, 0.12, 0.9, 2.35, { fill: '#d5dee7' }) + F.face(w - 0.12, w, 0.9, 2.35, { fill: '#d5dee7' });
  sc.add(F.key, s);
  // Exhaust duct up to the ceiling, with a venturi valve on it.
  const [tx, , tz] = F.top(w / 2, 0);
  const steel = doc.lin([[0, '#9fb0c2'], [0.3, '#f4f7fa'], [1, '#8a9bad']], 0, 0, 1, 0);
  let duct = sc.cylY(tx, tz, 0.13, H, h, steel);
  duct += sc.cylY(tx, tz, 0.17, H + 0.12, H + 0.5, doc.lin([[0, '#b4c2cf'], [0.35, '#ffffff'], [1, '#7d8fa3']], 0, 0, 1, 0));
  duct += sc.box(tx + 0.17, tx + 0.37, H + 0.2, H + 0.4, tz - 0.08, tz + 0.08, { front: C.primary, side: darken(C.primary, 0.25), top: lighten(C.primary, 0.2) });
  sc.add(F.key + m.depth / 2 + 0.01, duct);
}

/** Lab island bench with reagent shelf and a few instruments. */
export function bench(R: Room, x0: number, x1: number, z0: number, z1: number, o: { shelf?: boolean; top?: string } = {}): void {
  const { sc } = R, r = R.r;
  const cab = { front: '#eef2f6', side: '#cdd7e1', top: '#ffffff', stroke: { stroke: '#a9b8c7', 'stroke-width': 0.8 } };
  let s = sc.box(x0, x1, 0.08, 0.85, z0 + 0.05, z1 - 0.05, cab);
  s += sc.box(x0 + 0.05, x1 - 0.05, 0, 0.08, z0 + 0.1, z1 - 0.1, { front: '#8a9bad', side: '#7d8fa3', top: '#8a9bad' });
  const n = Math.max(2, Math.round((x1 - x0) / 0.6));
  for (let i = 0; i < n; i++) {
    const a = x0 + 0.04 + (i * (x1 - x0 - 0.08)) / n, b = a + (x1 - x0 - 0.08) / n - 0.03;
    s += sc.rz(z0 + 0.048, a, b, 0.14, 0.8, { fill: '#e3e9ef', stroke: '#b4c2cf', 'stroke-width': 0.7 });
    s += sc.rz(z0 + 0.047, (a + b) / 2 - 0.08, (a + b) / 2 + 0.08, 0.72, 0.74, { fill: '#7d8fa3' });
  }
  s += sc.box(x0 - 0.03, x1 + 0.03, 0.85, 0.9, z0, z1, { front: o.top ?? '#2b3440', side: '#1c232c', top: o.top ? lighten(o.top, 0.1) : '#46515e' });
  const zm = (z0 + z1) / 2;
  if (o.shelf !== false) {
    const post = { front: '#b4c2cf', side: '#9aabbc', top: '#dfe6ed' };
    for (const x of [x0 + 0.05, (x0 + x1) / 2, x1 - 0.1]) s += sc.box(x, x + 0.05, 0.9, 1.75, zm - 0.02, zm + 0.03, post);
    for (const y of [1.3, 1.7]) {
      s += sc.box(x0 + 0.05, x1 - 0.05, y, y + 0.03, zm - 0.15, zm + 0.15, { front: '#dfe6ed', side: '#b4c2cf', top: '#f4f7fa' });
      // Bottles and boxes on the shelf, seen from the front.
      let x = x0 + 0.15;
      while (x < x1 - 0.25) {
        const bw = r.range(0.06, 0.14), bh = r.range(0.1, 0.24), col = r.pick(['#ffffff', '#d7ecf7', '#f2a54199', '#12b5a666', '#b9c8d6', '#e9eef3']);
        s += sc.rz(zm - 0.05, x, x + bw, y + 0.03, y + 0.03 + bh, { fill: col, stroke: '#9fb0c2', 'stroke-width': 0.6 });
        x += bw + r.range(0.03, 0.12);
      }
    }
  }
  // Instruments on the worktop.
  let x = x0 + 0.2;
  while (x < x1 - 0.5) {
    const kind = r.int(0, 3);
    const zf = z0 + 0.15;
    if (kind === 0) { // monitor
      s += sc.rz(zf, x, x + 0.45, 1.0, 1.3, { fill: '#1c2530' }) + sc.rz(zf - 0.001, x + 0.02, x + 0.43, 1.02, 1.28, { fill: '#2f6fae' }) + sc.rz(zf, x + 0.2, x + 0.25, 0.9, 1.0, { fill: '#5b6a7a' });
      x += 0.6;
    } else if (kind === 1) { // beakers
      for (let k = 0; k < 3; k++) s += sc.rz(zf, x + k * 0.1, x + k * 0.1 + 0.07, 0.9, 0.9 + 0.08 + k * 0.03, { fill: '#d7ecf7', stroke: '#8fb4d9', 'stroke-width': 0.6 }) + sc.rz(zf - 0.001, x + k * 0.1, x + k * 0.1 + 0.07, 0.9, 0.94, { fill: k === 1 ? '#12b5a688' : '#3d8fd688' });
      x += 0.45;
    } else if (kind === 2) { // microscope-ish instrument box
      s += sc.box(x, x + 0.35, 0.9, 1.12, zf, zf + 0.3, { front: '#f4f7fa', side: '#c9d4de', top: '#ffffff', stroke: { stroke: '#9fb0c2', 'stroke-width': 0.6 } }) + sc.rz(zf - 0.001, x + 0.04, x + 0.18, 0.96, 1.06, { fill: '#0f2a47' });
      x += 0.5;
    } else x += 0.3;
  }
  sc.add(z0, s);
}

/** Duct across the room near the ceiling, hung from rods, with venturi valves on it. */
export function ceilingDuct(R: Room, z: number, o: { y?: number; r?: number; valves?: number[]; x0?: number; x1?: number; color?: string } = {}): void {
  const { sc, h } = R, doc = sc.doc;
  const y = o.y ?? h - 0.32, r = o.r ?? 0.16;
  const x0 = o.x0 ?? R.x0, x1 = o.x1 ?? R.x1;
  const steel = doc.lin([[0, '#f4f7fa'], [0.35, '#ffffff'], [0.7, '#b4c2cf'], [1, '#8a9bad']]);
  let s = '';
  for (let x = x0 + 0.6; x < x1; x += 1.5) s += line(...sc.P(x, y + r, z), ...sc.P(x, h, z), { stroke: '#8a9bad', 'stroke-width': 1.5 });
  s += sc.cylX(y, z, r, x0, x1, steel, '#9aabbc');
  for (let x = x0 + 0.9; x < x1; x += 1.8) s += sc.cylX(y, z, r * 1.06, x - 0.02, x + 0.02, '#9aabbc', '#9aabbc');
  for (const vx of o.valves ?? []) {
    s += sc.cylX(y, z, r * 1.25, vx - 0.35, vx + 0.35, doc.lin([[0, '#e6ecf2'], [0.3, '#ffffff'], [1, '#7d8fa3']]), '#7d8fa3');
    s += sc.box(vx - 0.16, vx + 0.14, y + r * 1.25 + 0.02, y + r * 1.25 + 0.18, z - 0.07, z + 0.07, { front: o.color ?? C.primary, side: darken(o.color ?? C.primary, 0.3), top: lighten(o.color ?? C.primary, 0.25) });
    s += sc.rz(z - 0.071, vx - 0.12, vx - 0.02, y + r * 1.25 + 0.07, y + r * 1.25 + 0.12, { fill: C.accent });
  }
  sc.add(z - 0.2, s);
}

export function addPerson(R: Room, x: number, z: number, o: PersonOpts): void {
  const { sc } = R;
  sc.add(z, sc.sprite(x, 0, z, person(o), 100));
}

export function crowd(R: Room, outfit: Outfit, spots: [number, number][]): void {
  for (const [x, z] of spots) addPerson(R, x, z, randomPerson(R.r, outfit));
}

/** Door with vision panel on the back wall, plus a room pressure panel beside it. */
export function backDoor(R: Room, x: number, o: { panel?: boolean; color?: string } = {}): void {
  const { sc, zb } = R;
  const z = zb - 0.01;
  let s = sc.rz(z, x - 0.06, x + 1.06, 0, 2.2, { fill: '#b4c2cf' }) + sc.rz(z - 0.002, x, x + 1, 0, 2.14, { fill: o.color ?? '#dfe7ef', stroke: '#9fb0c2', 'stroke-width': 1 });
  s += sc.rz(z - 0.003, x + 0.3, x + 0.7, 1.2, 1.8, { fill: '#bfe0f5', stroke: '#8a9bad', 'stroke-width': 1 }) + sc.rz(z - 0.003, x + 0.82, x + 0.92, 1.0, 1.04, { fill: '#5b6a7a' });
  if (o.panel !== false) s += sc.rz(z - 0.003, x + 1.25, x + 1.55, 1.3, 1.7, { fill: '#20262e' }) + sc.rz(z - 0.004, x + 1.28, x + 1.52, 1.38, 1.62, { fill: '#0f2a47' }) + sc.rz(z - 0.005, x + 1.31, x + 1.45, 1.5, 1.53, { fill: C.accent });
  sc.add(zb - 0.02, s);
}

/** A glazed partition on the back wall (view into a neighbouring lab). */
export function backGlazing(R: Room, x0: number, x1: number): void {
  const { sc, zb } = R;
  let s = sc.rz(zb - 0.01, x0, x1, 0.9, 2.5, { fill: sc.doc.lin([[0, '#d4e8f5'], [1, '#eef6fb']]) });
  for (let x = x0; x <= x1 + 0.01; x += (x1 - x0) / 3) s += sc.rz(zb - 0.012, x - 0.03, x + 0.03, 0.9, 2.5, { fill: '#b8c6d4' });
  s += sc.rz(zb - 0.012, x0, x1, 0.88, 0.94, { fill: '#b8c6d4' }) + sc.rz(zb - 0.012, x0, x1, 2.46, 2.52, { fill: '#b8c6d4' });
  sc.add(zb - 0.01, s);
}

/** Large wall screen (control rooms, meeting rooms) showing a dashboard. */
export function wallScreen(R: Room, x0: number, x1: number, y0: number, y1: number, seed = 0): void {
  const { sc, zb } = R;
  const [ax, ay] = sc.P(x0, y1, zb - 0.02), [bx, by] = sc.P(x1, y0, zb - 0.02);
  sc.add(zb - 0.02, rect(ax - 6, ay - 6, bx - ax + 12, by - ay + 12, { fill: '#1c2530', rx: 3 }) + screenUI(sc.doc, ax, ay, bx - ax, by - ay, 'dashboard', seed));
}

/** Generic box furniture: markup only, or queued at its front depth. */
export function furnitureStr(R: Room, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, col: string): string {
  return R.sc.box(x0, x1, y0, y1, z0, z1, { front: col, side: darken(col, 0.15), top: lighten(col, 0.3), stroke: { stroke: darken(col, 0.25), 'stroke-width': 0.6 } });
}
export function furniture(R: Room, x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, col: string): void {
  R.sc.add(z0, furnitureStr(R, x0, x1, y0, y1, z0, z1, col));
}

/** Stainless table on legs. */
export function table(R: Room, x0: number, x1: number, z0: number, z1: number, y = 0.78, top = '#dfe6ed'): void {
  const { sc } = R;
  let s = '';
  for (const [x, z] of [[x0 + 0.05, z1 - 0.08], [x1 - 0.08, z1 - 0.08]] as const) s += sc.box(x, x + 0.04, 0, y, z, z + 0.04, { front: '#8a9bad', side: '#7d8fa3', top: '#8a9bad' });
  s += sc.box(x0, x1, y - 0.05, y, z0, z1, { front: darken(top, 0.15), side: darken(top, 0.25), top });
  for (const [x, z] of [[x0 + 0.05, z0 + 0.04], [x1 - 0.08, z0 + 0.04]] as const) s += sc.box(x, x + 0.04, 0, y - 0.05, z, z + 0.04, { front: '#9aabbc', side: '#7d8fa3', top: '#9aabbc' });
  sc.add(z0, s);
}

/** Hospital bed with its head against the left wall, lying along x, plus a wall monitor. */
export function bed(R: Room, z: number): void {
  const x0 = R.x0 + 0.05, x1 = x0 + 2.0, z1 = z + 0.95;
  let s = furnitureStr(R, x0, x0 + 0.06, 0, 1.05, z, z1, '#c9d4de');
  for (const x of [x0 + 0.1, x1 - 0.08]) s += furnitureStr(R, x, x + 0.05, 0, 0.42, z1 - 0.06, z1 - 0.01, '#8a9bad');
  s += furnitureStr(R, x0 + 0.06, x1, 0.38, 0.46, z, z1, '#9fb0c2');
  s += furnitureStr(R, x0 + 0.08, x1 - 0.02, 0.46, 0.6, z + 0.02, z1 - 0.02, '#ffffff');
  s += furnitureStr(R, x0 + 0.12, x0 + 0.55, 0.6, 0.7, z + 0.15, z1 - 0.15, '#f4f7fa');
  s += furnitureStr(R, x0 + 0.75, x1, 0.46, 0.64, z, z1, '#5fb3c2');
  s += R.sc.rx(R.x0 + 0.01, z + 0.2, z + 0.75, 1.45, 1.85, { fill: '#1c2530' }) + R.sc.rx(R.x0 + 0.012, z + 0.25, z + 0.7, 1.5, 1.8, { fill: '#0f2a47' }) + R.sc.rx(R.x0 + 0.013, z + 0.3, z + 0.6, 1.62, 1.66, { fill: C.accent });
  R.sc.add(z, s);
}

/** Place a 2D product drawing (px units, 400 px ≈ 1 m) at a world point. */
export function productAt(R: Room, x: number, y: number, z: number, svg: string, unit = 400): void {
  R.sc.add(z, R.sc.sprite(x, y, z, svg, unit));
}

