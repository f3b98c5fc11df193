// A tiny one-point-perspective scene: enough 3D to draw believable rooms with a painter's algorithm.
// World axes: x right, y up (metres), z away from the camera.
import { Doc, g, poly, type Pt, type Attrs, tr, el, f } from './svg.ts';

export interface Cam { ex: number; ey: number; f: number; cx: number; cy: number }
export type V3 = [number, number, number];

export interface BoxFill { front: string; side: string; top: string; stroke?: Attrs }

export class Scene3 {
  readonly doc: Doc;
  readonly cam: Cam;
  private items: { z: number; s: string; i: number }[] = [];
  constructor(doc: Doc, cam: Partial<Cam> & { ex: number; ey: number; f: number }) {
    this.doc = doc;
    this.cam = { ...cam, cx: cam.cx ?? doc.w / 2, cy: cam.cy ?? doc.h / 2 };
  }

  P(x: number, y: number, z: number): Pt {
    const c = this.cam;
    return [c.cx + (c.f * (x - c.ex)) / z, c.cy - (c.f * (y - c.ey)) / z];
  }

  /** Pixels per metre at depth z. */
  k(z: number): number {
    return this.cam.f / z;
  }

  /** Queue markup to be painted at depth z (larger z is painted first). */
  add(z: number, s: string): void {
    this.items.push({ z, s, i: this.items.length });
  }

  quad(p: V3[], a: Attrs): string {
    return poly(p.map(([x, y, z]) => this.P(x, y, z)), a);
  }
  /** Rectangle on the plane z = const. */
  rz(z: number, x0: number, x1: number, y0: number, y1: number, a: Attrs): string {
    return this.quad([[x0, y0, z], [x1, y0, z], [x1, y1, z], [x0, y1, z]], a);
  }
  /** Rectangle on the plane x = const (side walls). */
  rx(x: number, z0: number, z1: number, y0: number, y1: number, a: Attrs): string {
    return this.quad([[x, y0, z0], [x, y0, z1], [x, y1, z1], [x, y1, z0]], a);
  }
  /** Rectangle on the plane y = const (floor, ceiling, table tops). */
  ry(y: number, x0: number, x1: number, z0: number, z1: number, a: Attrs): string {
    return this.quad([[x0, y, z0], [x1, y, z0], [x1, y, z1], [x0, y, z1]], a);
  }

  /** Axis-aligned box: only the faces the camera can see. */
  box(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number, fill: BoxFill): string {
    const c = this.cam, st = fill.stroke ?? {};
    const out: string[] = [];
    if (c.ex > x1) out.push(this.rx(x1, z0, z1, y0, y1, { fill: fill.side, ...st }));
    if (c.ex < x0) out.push(this.rx(x0, z0, z1, y0, y1, { fill: fill.side, ...st }));
    if (c.ey > y1) out.push(this.ry(y1, x0, x1, z0, z1, { fill: fill.top, ...st }));
    if (c.ey < y0) out.push(this.ry(y0, x0, x1, z0, z1, { fill: fill.top, ...st }));
    out.push(this.rz(z0, x0, x1, y0, y1, { fill: fill.front, ...st }));
    return out.join('');
  }

  /** Duct running across the view (along x) at height y, depth z. */
  cylX(y: number, z: number, r: number, x0: number, x1: number, fill: string, capFill: string): string {
    const [ax, ay] = this.P(x0, y, z), [bx] = this.P(x1, y, z);
    const R = r * this.k(z), rx = R * 0.25;
    const body = el('path', { d: `M${f(ax)} ${f(ay - R)}H${f(bx)}V${f(ay + R)}H${f(ax)}Z`, fill });
    // Show the end cap on the side facing the camera axis.
    const capX = this.cam.ex < x0 ? ax : this.cam.ex > x1 ? bx : null;
    return body + (capX === null ? '' : el('ellipse', { cx: capX, cy: ay, rx, ry: R, fill: capFill }));
  }

  /** Vertical duct (along y) at (x,z) from y0 to y1. */
  cylY(x: number, z: number, r: number, y0: number, y1: number, fill: string): string {
    const [ax, ay] = this.P(x, y0, z), [, by] = this.P(x, y1, z);
    const R = r * this.k(z);
    return el('rect', { x: ax - R, y: by, width: 2 * R, height: ay - by, fill });
  }

  /** Place a 2D drawing whose units are `unit` px per metre, anchored at world point (x,y,z). */
  sprite(x: number, y: number, z: number, svg: string, unit: number): string {
    const [sx, sy] = this.P(x, y, z);
    return g({ transform: tr(sx, sy, this.k(z) / unit) }, svg);
  }

  render(): string {
    return this.items.sort((a, b) => b.z - a.z || a.i - b.i).map((it) => it.s).join('');
  }
}
