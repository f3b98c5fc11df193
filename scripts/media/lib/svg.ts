// Small SVG toolkit: every number that reaches the markup goes through `f`, so files stay lean.

export const FONT = "'Helvetica Neue', Arial, 'PingFang SC', 'Noto Sans CJK SC', sans-serif";

export const C = {
  primary: '#0a4a8f',
  accent: '#12b5a6',
  dark: '#0d1b2a',
  light: '#f3f7fb',
  warm: '#f2a541',
  white: '#ffffff',
  navy: '#08355f',
  sky: '#d9e6f2',
  steel: '#c5d1dd',
  steelDark: '#7d8fa3',
  ink: '#31465c',
  muted: '#8396aa',
};

/** Round to at most one decimal and drop trailing zeros. */
export function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export type Attrs = Record<string, string | number | undefined | null | false>;

function attrs(a: Attrs): string {
  let out = '';
  for (const k in a) {
    const v = a[k];
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? f(v) : esc(v)}"`;
  }
  return out;
}

export function el(tag: string, a: Attrs = {}, children?: string | string[]): string {
  const inner = Array.isArray(children) ? children.join('') : children;
  return inner === undefined || inner === '' ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
}

/** Tagged template for path data: numeric interpolations are rounded. */
export function d(strings: TemplateStringsArray, ...vals: (number | string)[]): string {
  let out = strings[0] ?? '';
  for (let i = 0; i < vals.length; i++) {
    const v = vals[i];
    out += (typeof v === 'number' ? f(v) : v) + (strings[i + 1] ?? '');
  }
  return out;
}

export type Pt = [number, number];

export function pts(p: Pt[]): string {
  return p.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
}

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) => el('rect', { x, y, width: w, height: h, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el('circle', { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) => el('ellipse', { cx, cy, rx, ry, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) => el('line', { x1, y1, x2, y2, ...a });
export const poly = (p: Pt[], a: Attrs = {}) => el('polygon', { points: pts(p), ...a });
export const polyline = (p: Pt[], a: Attrs = {}) => el('polyline', { points: pts(p), fill: 'none', ...a });
export const path = (dd: string, a: Attrs = {}) => el('path', { d: dd, ...a });
export const g = (a: Attrs, children: string | string[]) => el('g', a, children);
export const tr = (x: number, y: number, s = 1) => (s === 1 ? `translate(${f(x)} ${f(y)})` : `translate(${f(x)} ${f(y)}) scale(${+s.toFixed(3)})`);

/**
 * Words drawn into a picture, in both of the site's languages. A drawing that sets any is drawn once in each
 * (sets/common.ts `svg`): its English file and a Chinese one beside it, so that no Chinese page shows English
 * words in a picture. Numbers, units, standards and model codes are the same in both and stay plain strings.
 */
export interface Words { en: string; zh: string }
export type Wording = string | Words;

let language: keyof Words = 'en';
let wordsUsed = false;

/** Draws with words in `lang`; says whether the drawing set any Words. */
export function drawIn<T>(lang: keyof Words, draw: () => T): { drawn: T; bilingual: boolean } {
  language = lang;
  wordsUsed = false;
  try {
    const drawn = draw();
    return { drawn, bilingual: wordsUsed };
  } finally {
    language = 'en';
  }
}

/** The text of `w` in the language being drawn. */
export function say(w: Wording): string {
  if (typeof w === 'string') return w;
  wordsUsed = true;
  return w[language];
}

/** About how wide `s` sets at `size`: a Chinese character is square, a Latin one some 0.58 of the size. */
export const textWidth = (s: string, size: number): number => [...s].reduce((sum, ch) => sum + (/[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(ch) ? 1 : 0.58), 0) * size;

export function text(x: number, y: number, s: Wording, a: Attrs = {}): string {
  return el('text', { x, y, 'font-family': FONT, ...a }, esc(say(s)));
}

/** Smooth curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(p: Pt[]): string {
  const q = (i: number) => at(p, Math.max(0, Math.min(p.length - 1, i)));
  let out = d`M${q(0)[0]} ${q(0)[1]}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = q(i - 1), p1 = q(i), p2 = q(i + 1), p3 = q(i + 2);
    out += d`C${p1[0] + (p2[0] - p0[0]) / 6} ${p1[1] + (p2[1] - p0[1]) / 6} ${p2[0] - (p3[0] - p1[0]) / 6} ${p2[1] - (p3[1] - p1[1]) / 6} ${p2[0]} ${p2[1]}`;
  }
  return out;
}

export type Stop = [offset: number, color: string, opacity?: number];

/** One SVG document: collects shared gradient/clip definitions and wraps the body in a proper root. */
export class Doc {
  private defs: string[] = [];
  private keys = new Map<string, string>();
  readonly w: number;
  readonly h: number;
  readonly title: string;
  constructor(w: number, h: number, title: string) {
    this.w = w;
    this.h = h;
    this.title = title;
  }

  private def(key: string, make: (id: string) => string): string {
    let id = this.keys.get(key);
    if (!id) {
      id = 'g' + this.keys.size.toString(36);
      this.keys.set(key, id);
      this.defs.push(make(id));
    }
    return `url(#${id})`;
  }

  private stops(s: Stop[]): string {
    return s.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined || op === 1 ? undefined : op })).join('');
  }

  /** Linear gradient in bounding-box units; default top to bottom. */
  lin(s: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    return this.def(`l${JSON.stringify(s)}${x1},${y1},${x2},${y2}`, (id) => el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(s)));
  }

  /** Linear gradient in user-space coordinates (for shapes that must share one ramp). */
  linU(s: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    return this.def(`u${JSON.stringify(s)}${f(x1)},${f(y1)},${f(x2)},${f(y2)}`, (id) =>
      el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse' }, this.stops(s)));
  }

  rad(s: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.def(`r${JSON.stringify(s)}${cx},${cy},${r}`, (id) => el('radialGradient', { id, cx, cy, r }, this.stops(s)));
  }

  radU(s: Stop[], cx: number, cy: number, r: number): string {
    return this.def(`R${JSON.stringify(s)}${f(cx)},${f(cy)},${f(r)}`, (id) =>
      el('radialGradient', { id, cx, cy, r, gradientUnits: 'userSpaceOnUse' }, this.stops(s)));
  }

  /** Clip path from raw shape markup; returns the url() reference. */
  clip(shape: string): string {
    return this.def(`c${shape}`, (id) => el('clipPath', { id }, shape));
  }

  /** A reusable symbol/pattern or any other definition; returns its id. */
  raw(key: string, make: (id: string) => string): string {
    return this.def(key, make).slice(5, -1);
  }

  render(body: string | string[]): string {
    const inner = Array.isArray(body) ? body.join('') : body;
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><title>${esc(this.title)}</title>${defs}${inner}</svg>\n`;
  }
}

/** Deterministic PRNG (mulberry32) so every rebuild yields byte-identical files. */
export function rng(seed: number | string) {
  let a = typeof seed === 'number' ? seed >>> 0 : [...seed].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2654435761) >>> 0, 2166136261);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    int: (lo: number, hi: number) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: <T>(arr: readonly T[]): T => at(arr, Math.floor(next() * arr.length)),
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

/** Element i of a non-empty array, wrapping around, so callers can cycle through palettes. */
export function at<T>(a: readonly T[], i: number): T {
  const v = a[((i % a.length) + a.length) % a.length];
  if (v === undefined) throw new Error('at(): empty array');
  return v;
}

/** Mix two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return '#' + pa.map((v, i) => Math.round(v + (at(pb, i) - v) * t).toString(16).padStart(2, '0')).join('');
}
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);
