// Backdrops, airflow streamlines, overlays for text, globe, charts, certificates and other graphic motifs.
import { C, Doc, at, d, g, rect, circle, ellipse, path, line, text, smooth, rng, say, textWidth, type Pt, type Wording } from '../lib/svg.ts';
import { textBars } from './parts.ts';

/** Deep-blue backdrop with a faint engineering grid and a soft glow at (gx, gy). */
export function darkBackdrop(doc: Doc, gx = 0.7, gy = 0.45, grid = 48): string {
  const W = doc.w, H = doc.h;
  const out = [rect(0, 0, W, H, { fill: doc.lin([[0, C.dark], [0.55, C.navy], [1, C.primary]], 0, 0, 1, 1) })];
  out.push(rect(0, 0, W, H, { fill: doc.rad([[0, C.accent, 0.35], [1, C.accent, 0]], gx, gy, 0.45) }));
  let gridP = '';
  for (let x = grid; x < W; x += grid) gridP += `M${x} 0V${H}`;
  for (let y = grid; y < H; y += grid) gridP += `M0 ${y}H${W}`;
  out.push(path(gridP, { stroke: '#ffffff', 'stroke-opacity': 0.05, 'stroke-width': 1 }));
  return out.join('');
}

/** Light backdrop for product shots and vignettes. */
export function lightBackdrop(doc: Doc, grid = 40): string {
  const W = doc.w, H = doc.h;
  let gridP = '';
  for (let x = grid; x < W; x += grid) gridP += `M${x} 0V${H}`;
  for (let y = grid; y < H; y += grid) gridP += `M0 ${y}H${W}`;
  return rect(0, 0, W, H, { fill: doc.lin([[0, '#ffffff'], [1, C.light]]) }) + rect(0, 0, W, H, { fill: doc.rad([[0, '#ffffff'], [1, '#dfe9f3', 0.9]], 0.5, 0.45, 0.75) }) + path(gridP, { stroke: C.primary, 'stroke-opacity': 0.045, 'stroke-width': 1 });
}

/** Streamlines flowing left→right through a band, pinched at `pinch` (a venturi throat). */
export function flowLines(doc: Doc, x0: number, x1: number, cy: number, half: number, n: number, o: { pinch?: number; color?: string; seed?: number; width?: number; opacity?: number; phase?: number } = {}): string {
  const r = rng(o.seed ?? 1);
  let s = '';
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0 : (i / (n - 1)) * 2 - 1;
    const pts: Pt[] = [];
    const amp = r.range(4, 14), freq = r.range(1.5, 3), ph = r.range(0, 6) + (o.phase ?? 0);
    for (let k = 0; k <= 12; k++) {
      const u = k / 12, x = x0 + (x1 - x0) * u;
      const squeeze = o.pinch === undefined ? 1 : 1 - 0.55 * Math.exp(-(((u - o.pinch) / 0.18) ** 2));
      pts.push([x, cy + t * half * squeeze + Math.sin(u * Math.PI * freq + ph) * amp * (1 - Math.abs(t) * 0.5)]);
    }
    s += path(smooth(pts), { fill: 'none', stroke: o.color ?? C.accent, 'stroke-width': o.width ?? 1.6, 'stroke-opacity': (o.opacity ?? 0.5) * (1 - Math.abs(t) * 0.5), 'stroke-linecap': 'round' });
  }
  return s;
}

/** Darkens the left part so overlaid white text stays legible (`text-shade`: only pictures with text over them have one). */
export function leftShade(doc: Doc, reach = 0.62, strength = 0.88): string {
  return rect(0, 0, doc.w, doc.h, { class: 'text-shade', fill: doc.lin([[0, C.dark, strength], [reach * 0.55, C.primary, strength * 0.78], [reach, C.primary, 0]], 0, 0, 1, 0) });
}

/** Darkens the lower part of a portrait picture, from `from` of its height down, for text set over it (`text-shade`). */
export function bottomShade(doc: Doc, from = 0.4, strength = 0.85): string {
  return rect(0, 0, doc.w, doc.h, { class: 'text-shade', fill: doc.lin([[0, C.dark, 0], [from, C.dark, 0], [Math.min(1, from + 0.25), C.dark, strength * 0.8], [1, C.dark, strength]], 0, 0, 0, 1) });
}

/** A short "hero" highlight: glowing ring behind a product. */
export function glow(doc: Doc, cx: number, cy: number, r: number, color = C.accent, op = 0.35): string {
  return circle(cx, cy, r, { fill: doc.rad([[0, color, op], [1, color, 0]]) });
}

/** Globe with meridians, parallels, office pins and connecting arcs. */
export function globe(doc: Doc, cx: number, cy: number, R: number, seed = 1, dark = false): string {
  const r = rng(seed);
  const out = [circle(cx, cy, R, { fill: dark ? doc.rad([[0, '#1d5a99'], [1, C.navy]], 0.35, 0.35, 0.8) : doc.rad([[0, '#ffffff'], [1, '#cfe0ee']], 0.35, 0.35, 0.8), stroke: dark ? '#3d8fd6' : '#9fc0dd', 'stroke-width': 1.5 })];
  const ln = { fill: 'none', stroke: dark ? '#ffffff' : C.primary, 'stroke-opacity': dark ? 0.18 : 0.2, 'stroke-width': 1.2 };
  for (let k = 1; k < 6; k++) out.push(ellipse(cx, cy, (R * k) / 6, R, ln));
  for (let k = -2; k <= 2; k++) { const y = cy + (R * k) / 3; const w = Math.sqrt(R * R - (y - cy) ** 2); out.push(ellipse(cx, y, w, w * 0.12, ln)); }
  // Land masses as soft dot clusters (stylised, not a real map).
  const blobs: [number, number, number][] = [[-0.45, -0.35, 0.28], [-0.3, 0.25, 0.22], [0.15, -0.4, 0.3], [0.25, 0.05, 0.2], [0.55, -0.1, 0.22], [0.5, 0.45, 0.15]];
  for (const [bx, by, br] of blobs) for (let i = 0; i < 26; i++) {
    const a = r.range(0, Math.PI * 2), rr = Math.sqrt(r.next()) * br;
    const px = bx + Math.cos(a) * rr, py = by + Math.sin(a) * rr * 0.8;
    if (px * px + py * py < 0.85) out.push(circle(cx + px * R, cy + py * R, R * 0.018, { fill: dark ? '#8fc1e6' : C.primary, opacity: dark ? 0.5 : 0.35 }));
  }
  const pins: Pt[] = ([[0.22, -0.18], [-0.4, -0.3], [0.55, -0.05], [-0.25, 0.3], [0.48, 0.42], [0.05, -0.5]] as Pt[]).map(([x, y]) => [cx + x * R, cy + y * R]);
  for (let i = 1; i < pins.length; i++) {
    const [ax, ay] = at(pins, 0), [bx, by] = at(pins, i);
    const mx = (ax + bx) / 2, my = (ay + by) / 2 - Math.hypot(bx - ax, by - ay) * 0.35;
    out.push(path(d`M${ax} ${ay}Q${mx} ${my} ${bx} ${by}`, { fill: 'none', stroke: C.accent, 'stroke-width': 2, 'stroke-dasharray': '6 5' }));
  }
  pins.forEach(([x, y], i) => out.push(circle(x, y, i ? 6 : 9, { fill: i ? C.accent : C.warm, stroke: '#ffffff', 'stroke-width': 2.5 })));
  return out.join('');
}

/** Bar + line chart with axes. */
export function chart(doc: Doc, x: number, y: number, w: number, h: number, seed = 1, dark = false): string {
  const r = rng(seed);
  const fg = dark ? '#ffffff' : C.ink;
  const out = [rect(x, y, w, h, { rx: 10, fill: dark ? '#ffffff10' : '#ffffff', stroke: dark ? '#ffffff22' : '#d5e0ea', 'stroke-width': 1.5 })];
  const px = x + w * 0.1, py = y + h * 0.15, pw = w * 0.82, ph = h * 0.7;
  for (let k = 0; k <= 4; k++) out.push(line(px, py + (ph * k) / 4, px + pw, py + (ph * k) / 4, { stroke: fg, 'stroke-opacity': 0.12, 'stroke-width': 1 }));
  const n = 8, vals: number[] = [];
  let v = r.range(0.25, 0.4);
  for (let i = 0; i < n; i++) { v = Math.min(0.95, v + r.range(0.02, 0.12)); vals.push(v); }
  vals.forEach((vv, i) => out.push(rect(px + (i + 0.2) * (pw / n), py + ph * (1 - vv), (pw / n) * 0.6, ph * vv, { rx: 3, fill: i === n - 1 ? C.warm : i % 2 ? C.accent : '#3d8fd6', opacity: 0.9 })));
  const lp: Pt[] = vals.map((vv, i) => [px + (i + 0.5) * (pw / n), py + ph * (1 - vv) - ph * 0.08]);
  out.push(path(smooth(lp), { fill: 'none', stroke: dark ? '#ffffff' : C.primary, 'stroke-width': 3 }));
  lp.forEach(([a, b]) => out.push(circle(a, b, 4, { fill: dark ? C.dark : '#ffffff', stroke: dark ? '#ffffff' : C.primary, 'stroke-width': 2 })));
  out.push(textBars(px, y + h * 0.06, w * 0.3, 1, 0, fg, [1], 5));
  return out.join('');
}

/** Framed certificate with a seal. kind picks the palette; seed varies the layout. */
/** What a certificate says it is: its heading (Chinese) and the line beneath it (English). */
export interface CertificateLabel {
  zh: string
  en: string
}

export function certificate(doc: Doc, x: number, y: number, w: number, h: number, kind: 'patents' | 'certifications' | 'honors', seed = 1, variant = 0, label?: CertificateLabel): string {
  const r = rng(seed);
  const v = variant % 4;
  const col = at(kind === 'patents' ? [C.primary, '#1d3b6e', '#125e8a', '#3d2f6b'] : kind === 'certifications' ? ['#0f8f84', '#0f5c56', '#3f5e2a', '#125e8a'] : ['#b5761f', '#9c2f2f', '#7a5a1c', '#b5761f'], v);
  const frame = at(kind === 'honors' ? ['#8a5a1c', '#6b1f2a', '#5a3a2a', '#2b3440'] : ['#2b3440', '#8a9bad', '#1d3b6e', '#5a3a2a'], v);
  const out = [rect(x + 8, y + 10, w, h, { fill: C.dark, opacity: 0.12, rx: 4 })];
  out.push(rect(x, y, w, h, { fill: frame, rx: 4 }));
  const m = w * 0.05;
  out.push(rect(x + m, y + m, w - 2 * m, h - 2 * m, { fill: '#fffdf8' }));
  out.push(rect(x + m * 1.6, y + m * 1.6, w - 3.2 * m, h - 3.2 * m, { fill: 'none', stroke: col, 'stroke-width': w * 0.006 }));
  out.push(rect(x + m * 1.9, y + m * 1.9, w - 3.8 * m, h - 3.8 * m, { fill: 'none', stroke: col, 'stroke-width': w * 0.002 }));
  // Corner ornaments.
  for (const [sx, sy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as Pt[]) {
    const cx = x + m * 1.6 + sx * (w - 3.2 * m), cy = y + m * 1.6 + sy * (h - 3.2 * m);
    out.push(path(d`M${cx} ${cy + (sy ? -1 : 1) * w * 0.08}L${cx} ${cy}L${cx + (sx ? -1 : 1) * w * 0.08} ${cy}`, { fill: 'none', stroke: col, 'stroke-width': w * 0.012 }));
  }
  const cx = x + w / 2;
  const title = label?.en ?? { patents: ['PATENT CERTIFICATE', 'UTILITY MODEL PATENT', 'DESIGN PATENT', 'SOFTWARE COPYRIGHT'], certifications: ['CERTIFICATE', 'QUALITY MANAGEMENT SYSTEM', 'PRODUCT CERTIFICATION', 'TEST REPORT'], honors: ['CERTIFICATE OF HONOR', 'HIGH-TECH ENTERPRISE', 'EXCELLENT SUPPLIER', 'SCIENCE & TECHNOLOGY AWARD'] }[kind][v] ?? '';
  const zh = label?.zh ?? { patents: ['发明专利证书', '实用新型专利证书', '外观设计专利证书', '软件著作权登记证书'], certifications: ['认证证书', '质量管理体系认证证书', '产品认证证书', '检验检测报告'], honors: ['荣誉证书', '高新技术企业证书', '优秀供应商', '科技进步奖'] }[kind][v] ?? '';
  out.push(text(cx, y + h * 0.17, zh, { 'font-size': Math.min(w * 0.075, (w * 0.66) / zh.length), 'font-weight': 700, fill: col, 'text-anchor': 'middle', 'letter-spacing': w * 0.01 }));
  // A long line is set smaller, so it stays inside the frame.
  const small = Math.min(w * 0.03, (w * 0.74) / (title.length * 0.8));
  out.push(text(cx, y + h * 0.22, title, { 'font-size': small, fill: C.ink, 'text-anchor': 'middle', 'letter-spacing': Math.min(w * 0.006, small * 0.2) }));
  out.push(rect(cx - w * 0.15, y + h * 0.25, w * 0.3, 2, { fill: col, opacity: 0.5 }));
  const lines = r.int(7, 10);
  for (let i = 0; i < lines; i++) {
    const lw = (w - 6 * m) * (i === lines - 1 ? 0.5 : r.range(0.75, 1));
    out.push(rect(cx - (w - 6 * m) / 2, y + h * 0.32 + i * h * 0.04, lw, h * 0.009, { rx: 2, fill: '#9aa7b4' }));
  }
  // Seal (red official stamp look), signature line and a small QR-like block.
  const sx = x + w * (kind === 'honors' ? 0.5 : 0.7), sy = y + h * 0.78, sr = w * 0.11;
  out.push(circle(sx, sy, sr, { fill: 'none', stroke: '#d2453a', 'stroke-width': w * 0.01, opacity: 0.85 }), circle(sx, sy, sr * 0.78, { fill: 'none', stroke: '#d2453a', 'stroke-width': w * 0.003, opacity: 0.85 }));
  out.push(path(d`M${sx} ${sy - sr * 0.35}l${sr * 0.1} ${sr * 0.3}h${sr * 0.32}l${-sr * 0.26} ${sr * 0.19}l${sr * 0.1} ${sr * 0.31}l${-sr * 0.26} ${-sr * 0.19}l${-sr * 0.26} ${sr * 0.19}l${sr * 0.1} ${-sr * 0.31}l${-sr * 0.26} ${-sr * 0.19}h${sr * 0.32}z`, { fill: '#d2453a', opacity: 0.85 }));
  if (kind !== 'honors') {
    out.push(rect(x + w * 0.15, y + h * 0.8, w * 0.28, 1.5, { fill: '#6a7785' }));
    let qr = '';
    for (let i = 0; i < 7; i++) for (let j = 0; j < 7; j++) if (r.chance(0.5) || i % 6 === 0 || j % 6 === 0) qr += `M${(x + w * 0.15 + i * w * 0.012).toFixed(1)} ${(y + h * 0.84 + j * w * 0.012).toFixed(1)}h${(w * 0.012).toFixed(1)}v${(w * 0.012).toFixed(1)}h-${(w * 0.012).toFixed(1)}z`;
    out.push(path(qr, { fill: '#2b3440' }));
  } else {
    // Laurel for honours.
    for (const s of [-1, 1]) for (let k = 0; k < 6; k++) { const a = (k / 6) * Math.PI * 0.75 - 0.2, lx = sx + s * Math.cos(a) * sr * 1.35, ly = sy + Math.sin(a) * sr * 1.35; out.push(ellipse(lx, ly, w * 0.022, w * 0.01, { fill: '#c99a3a', transform: `rotate(${(s * ((a * 180) / Math.PI + 90)).toFixed(0)} ${lx.toFixed(1)} ${ly.toFixed(1)})` })); }
  }
  return out.join('');
}

/** Dimension line with arrowheads and a measurement label (technical-drawing callout). */
export function dimension(x1: number, y1: number, x2: number, y2: number, words: Wording, color = C.primary, size = 16): string {
  const label = say(words);
  const a = Math.atan2(y2 - y1, x2 - x1), ah = 9;
  const head = (x: number, y: number, dir: number) => path(d`M${x} ${y}L${x - Math.cos(a + 0.4) * ah * dir} ${y - Math.sin(a + 0.4) * ah * dir}M${x} ${y}L${x - Math.cos(a - 0.4) * ah * dir} ${y - Math.sin(a - 0.4) * ah * dir}`, { stroke: color, 'stroke-width': 1.6, fill: 'none' });
  const mx = (x1 + x2) / 2, my = (y1 + y2) / 2;
  return line(x1, y1, x2, y2, { stroke: color, 'stroke-width': 1.4 }) + head(x2, y2, 1) + head(x1, y1, -1) +
    rect(mx - textWidth(label, size) / 2 - 6, my - size * 0.75, textWidth(label, size) + 12, size * 1.4, { rx: 4, fill: '#ffffff', stroke: color, 'stroke-width': 1 }) +
    text(mx, my + size * 0.35, label, { 'font-size': size, fill: color, 'text-anchor': 'middle', 'font-weight': 600 });
}

/** Leader line from a point to a label bubble. */
export function callout(px: number, py: number, lx: number, ly: number, words: Wording, dark = false, size = 16): string {
  const label = say(words);
  const w = textWidth(label, size) + 24;
  const left = lx < px;
  const bx = left ? lx - w : lx;
  return circle(px, py, 5, { fill: C.accent, stroke: '#fff', 'stroke-width': 2 }) + path(d`M${px} ${py}L${lx} ${ly}`, { stroke: dark ? '#ffffff88' : C.primary, 'stroke-width': 1.2, fill: 'none' }) +
    rect(bx, ly - size, w, size * 2, { rx: size, fill: dark ? '#ffffff1a' : '#ffffff', stroke: dark ? '#ffffff55' : '#c5d6e6', 'stroke-width': 1 }) +
    text(bx + w / 2, ly + size * 0.36, label, { 'font-size': size, fill: dark ? '#ffffff' : C.ink, 'text-anchor': 'middle', 'font-weight': 600 });
}

/** Stylised handshake over a sleeve pair (news: agreements and partnerships). */
export function handshake(cx: number, cy: number, s: number): string {
  return g({ transform: `translate(${cx.toFixed(1)} ${cy.toFixed(1)}) scale(${s.toFixed(3)})` }, [
    path('M-260 40L-120 -10L-90 60L-240 120Z', { fill: '#22344a' }),
    path('M-130 -14L-110 66L-96 62L-116 -18Z', { fill: '#ffffff' }),
    path('M260 30L120 -20L90 50L240 110Z', { fill: '#5b6f85' }),
    path('M130 -24L110 56L96 52L116 -28Z', { fill: '#ffffff' }),
    path('M-100 0C-60 -30 -20 -40 20 -30L70 -10C80 -4 78 10 66 10L20 4L40 20C52 30 44 44 30 40L-10 30C-40 40 -70 50 -95 55Z', { fill: '#e0ac84' }),
    path('M100 -10C60 -30 30 -30 0 -16L-40 6C-52 14 -46 30 -32 28L0 20L-14 36C-22 48 -8 58 4 50L40 30C60 40 80 44 95 45Z', { fill: '#f1c7a3' }),
    path('M-14 36L4 50M-4 22L16 38M8 10L28 26', { stroke: '#c98e63', 'stroke-width': 3, fill: 'none', 'stroke-linecap': 'round' }),
  ]);
}

/** Ribbon "NEW" badge. */
export function badge(cx: number, cy: number, r: number, label: Wording): string {
  let star = '';
  for (let i = 0; i < 24; i++) { const a = (i / 24) * Math.PI * 2, rr = i % 2 ? r * 0.86 : r; star += `${i ? 'L' : 'M'}${(cx + Math.cos(a) * rr).toFixed(1)} ${(cy + Math.sin(a) * rr).toFixed(1)}`; }
  return path(star + 'Z', { fill: C.warm }) + circle(cx, cy, r * 0.72, { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, 'stroke-dasharray': '4 4' }) + text(cx, cy + r * 0.17, label, { 'font-size': r * 0.48, 'font-weight': 800, fill: '#ffffff', 'text-anchor': 'middle' });
}

