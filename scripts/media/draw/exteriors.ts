// Flat 2D exteriors: campuses, hospitals, plants, fabs — for case categories and "about" images.
import { C, Doc, d, g, rect, circle, ellipse, path, poly, line, lighten, darken, rng, type Rng } from '../lib/svg.ts';
import { mark } from './brand.ts';

export type Site = 'hq' | 'university' | 'hospital' | 'lab' | 'pharma' | 'petro' | 'fab' | 'energy';

function windows(x: number, y: number, w: number, h: number, cols: number, rows: number, r: Rng, glass: string, lit: string): string {
  let s = '';
  const cw = w / cols, rh = h / rows;
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) s += rect(x + i * cw + cw * 0.15, y + j * rh + rh * 0.2, cw * 0.7, rh * 0.6, { fill: r.chance(0.18) ? lit : glass });
  return s;
}

function tree(x: number, y: number, s: number, col: string): string {
  return rect(x - 2 * s, y - 18 * s, 4 * s, 18 * s, { fill: '#6b5443' }) + circle(x, y - 30 * s, 16 * s, { fill: col }) + circle(x - 9 * s, y - 22 * s, 11 * s, { fill: darken(col, 0.08) }) + circle(x + 10 * s, y - 24 * s, 12 * s, { fill: lighten(col, 0.08) });
}

/** Rooftop exhaust stacks with fans — the lab-building signature. */
function stacks(x: number, y: number, n: number, gap: number, col: string): string {
  let s = '';
  for (let i = 0; i < n; i++) {
    const sx = x + i * gap;
    s += rect(sx - 14, y - 26, 28, 26, { fill: '#9aabbc' }) + rect(sx - 5, y - 90, 10, 64, { fill: col }) + rect(sx - 7, y - 92, 14, 6, { fill: darken(col, 0.2) });
    s += path(d`M${sx} ${y - 100}c-8 -14 8 -22 0 -36`, { fill: 'none', stroke: '#ffffff', 'stroke-width': 3, opacity: 0.6, 'stroke-linecap': 'round' });
  }
  return s;
}

export function siteScene(doc: Doc, kind: Site, o: { seed: number | string; dusk?: boolean; shiftX?: number }): string {
  const W = doc.w, H = doc.h, r = rng(o.seed), dusk = !!o.dusk;
  const gy = H * 0.78;
  const cx = W * 0.5 + (o.shiftX ?? 0);
  const out: string[] = [];
  out.push(rect(0, 0, W, H, { fill: dusk ? doc.lin([[0, '#0d1b2a'], [0.6, '#0a4a8f'], [1, '#3f86c6']]) : doc.lin([[0, '#bcd8ee'], [1, '#eef5fb']]) }));
  if (dusk) for (let i = 0; i < 30; i++) out.push(circle(r.range(0, W), r.range(0, H * 0.4), r.range(0.6, 1.6), { fill: '#ffffff', opacity: r.range(0.3, 0.8) }));
  else out.push(circle(W * 0.82, H * 0.2, H * 0.07, { fill: '#ffffff', opacity: 0.7 }));
  // Distant skyline.
  let sx = -20;
  const far = dusk ? '#1d4f82' : '#cfe0ee';
  while (sx < W) {
    const bw = r.range(40, 110), bh = r.range(60, 220);
    out.push(rect(sx, gy - bh, bw, bh, { fill: far }));
    sx += bw + r.range(4, 30);
  }
  out.push(rect(0, gy, W, H - gy, { fill: dusk ? '#15324f' : doc.lin([[0, '#cbd9e5'], [1, '#e3ebf2']]) }));
  out.push(rect(0, gy + (H - gy) * 0.45, W, (H - gy) * 0.22, { fill: dusk ? '#0f263d' : '#b4c2cf' }));
  for (let x = 20; x < W; x += 90) out.push(rect(x, gy + (H - gy) * 0.55, 44, 4, { fill: '#ffffff', opacity: 0.6 }));
  const glass = dusk ? '#2a5f92' : '#8fc1e6', lit = dusk ? '#ffd98a' : '#d7ecf7';
  const wall = dusk ? '#c4d2df' : '#f4f7fa';
  const S = H / 640;
  const bx = (w: number) => cx - (w * S) / 2;
  if (kind === 'hq') {
    const tw = 300 * S, th = Math.min(520 * S, gy * 0.8), tx = cx - tw / 2 + 80 * S;
    out.push(rect(tx, gy - th, tw, th, { fill: doc.lin([[0, dusk ? '#3b74ad' : '#7fb6e0'], [1, dusk ? '#1d4f82' : '#cfe6f5']], 0, 0, 1, 1) }));
    for (let i = 1; i < 8; i++) out.push(line(tx + (tw * i) / 8, gy - th, tx + (tw * i) / 8, gy, { stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 1.5 }));
    for (let j = 1; j < 16; j++) out.push(line(tx, gy - (th * j) / 16, tx + tw, gy - (th * j) / 16, { stroke: '#ffffff', 'stroke-opacity': 0.25, 'stroke-width': 1 }));
    out.push(poly([[tx + tw, gy - th], [tx + tw + 60 * S, gy - th + 30 * S], [tx + tw + 60 * S, gy], [tx + tw, gy]], { fill: dusk ? '#17406a' : '#9cc3e2' }));
    out.push(g({ transform: `translate(${(tx + tw / 2 - 30 * S).toFixed(1)} ${(gy - th - 70 * S).toFixed(1)}) scale(${(1.5 * S).toFixed(3)})` }, mark(doc)));
    const pw = 620 * S;
    out.push(rect(cx - pw / 2 - 60 * S, gy - 120 * S, pw, 120 * S, { fill: wall }), rect(cx - pw / 2 - 60 * S, gy - 120 * S, pw, 10 * S, { fill: C.primary }));
    out.push(windows(cx - pw / 2 - 40 * S, gy - 100 * S, pw - 40 * S, 80 * S, 14, 2, r, glass, lit));
  } else if (kind === 'university') {
    const w = 700 * S, h = 260 * S, x = bx(700);
    out.push(rect(x, gy - h, w, h, { fill: dusk ? '#d8c9b4' : '#efe4d3' }), poly([[x - 10 * S, gy - h], [x + w / 2, gy - h - 110 * S], [x + w + 10 * S, gy - h]], { fill: dusk ? '#bfae96' : '#e2d3bd' }));
    out.push(circle(x + w / 2, gy - h - 50 * S, 24 * S, { fill: dusk ? '#9e8b72' : '#d4c2a8' }));
    for (let i = 0; i < 8; i++) out.push(rect(x + 70 * S + i * 80 * S, gy - h + 20 * S, 22 * S, h - 40 * S, { fill: dusk ? '#eadfcf' : '#fbf6ee' }));
    out.push(rect(x - 20 * S, gy - 20 * S, w + 40 * S, 20 * S, { fill: '#d4c8b8' }));
    out.push(rect(x + w + 40 * S, gy - 360 * S, 220 * S, 360 * S, { fill: wall }), windows(x + w + 50 * S, gy - 340 * S, 200 * S, 320 * S, 5, 9, r, glass, lit));
    out.push(rect(x - 260 * S, gy - 200 * S, 220 * S, 200 * S, { fill: wall }), windows(x - 250 * S, gy - 185 * S, 200 * S, 170 * S, 5, 4, r, glass, lit));
  } else if (kind === 'hospital') {
    const w = 760 * S, h = 320 * S, x = bx(760);
    out.push(rect(x, gy - h, w, h, { fill: wall }), rect(x + w * 0.35, gy - h - 120 * S, w * 0.3, h + 120 * S, { fill: lighten(wall, 0.3) }));
    out.push(windows(x + 10 * S, gy - h + 20 * S, w * 0.33, h - 40 * S, 7, 6, r, glass, lit), windows(x + w * 0.66, gy - h + 20 * S, w * 0.33, h - 40 * S, 7, 6, r, glass, lit));
    out.push(windows(x + w * 0.36, gy - h - 100 * S, w * 0.28, h + 20 * S, 5, 9, r, glass, lit));
    const px = x + w / 2, py = gy - h - 170 * S;
    out.push(rect(px - 36 * S, py - 36 * S, 72 * S, 72 * S, { rx: 10 * S, fill: '#ffffff' }), rect(px - 10 * S, py - 26 * S, 20 * S, 52 * S, { fill: C.accent }), rect(px - 26 * S, py - 10 * S, 52 * S, 20 * S, { fill: C.accent }));
    out.push(rect(x + w * 0.38, gy - 60 * S, w * 0.24, 14 * S, { fill: C.primary }), rect(x + w * 0.4, gy - 46 * S, 8 * S, 46 * S, { fill: '#9aabbc' }), rect(x + w * 0.59, gy - 46 * S, 8 * S, 46 * S, { fill: '#9aabbc' }));
  } else if (kind === 'lab') {
    const w = 780 * S, h = 240 * S, x = bx(780);
    out.push(rect(x, gy - h, w, h, { fill: wall }), rect(x, gy - h, w, 16 * S, { fill: C.accent }));
    out.push(windows(x + 20 * S, gy - h + 30 * S, w - 40 * S, h - 50 * S, 16, 3, r, glass, lit));
    out.push(g({ transform: `scale(${S.toFixed(3)})` }, stacks((x + 100 * S) / S, (gy - h) / S, 5, 140, '#b4c2cf')));
    out.push(rect(x + w * 0.42, gy - 80 * S, 120 * S, 80 * S, { fill: glass, stroke: '#9aabbc', 'stroke-width': 3 }));
  } else if (kind === 'pharma') {
    const w = 560 * S, h = 200 * S, x = bx(560) - 120 * S;
    out.push(rect(x, gy - h, w, h, { fill: wall }), rect(x, gy - h, w, 14 * S, { fill: C.primary }), windows(x + 20 * S, gy - h + 40 * S, w - 40 * S, 80 * S, 12, 1, r, glass, lit));
    out.push(g({ transform: `scale(${S.toFixed(3)})` }, stacks((x + 80 * S) / S, (gy - h) / S, 3, 160, '#b4c2cf')));
    for (let i = 0; i < 4; i++) {
      const tx = x + w + 40 * S + i * 80 * S, th = (160 + (i % 2) * 40) * S;
      out.push(rect(tx, gy - th, 60 * S, th, { fill: doc.lin([[0, '#9fb0c2'], [0.35, '#f4f7fa'], [1, '#7d8fa3']], 0, 0, 1, 0) }), ellipse(tx + 30 * S, gy - th, 30 * S, 8 * S, { fill: '#dfe6ed' }));
    }
    out.push(rect(x + w, gy - 150 * S, 330 * S, 8 * S, { fill: '#8a9bad' }));
  } else if (kind === 'petro') {
    const x = cx - 420 * S;
    for (let i = 0; i < 4; i++) {
      const tx = x + i * 120 * S, th = (320 + (i % 3) * 90) * S, tw = (36 + (i % 2) * 16) * S;
      out.push(rect(tx, gy - th, tw, th, { fill: doc.lin([[0, '#8a9bad'], [0.4, '#eef2f6'], [1, '#6a7d91']], 0, 0, 1, 0) }));
      for (let k = 1; k < 6; k++) out.push(rect(tx - 4 * S, gy - (th * k) / 6, tw + 8 * S, 4 * S, { fill: '#5b6a7a' }));
      out.push(rect(tx + tw, gy - th * 0.7, 20 * S, 3 * S, { fill: '#5b6a7a' }));
    }
    for (let i = 0; i < 2; i++) { const sx2 = cx + 150 * S + i * 190 * S; out.push(rect(sx2 - 6 * S, gy - 80 * S, 12 * S, 80 * S, { fill: '#7d8fa3' }), circle(sx2, gy - 140 * S, 80 * S, { fill: doc.rad([[0, '#ffffff'], [1, '#aebccb']], 0.35, 0.35, 0.7) })); }
    out.push(rect(x - 40 * S, gy - 60 * S, 900 * S, 10 * S, { fill: '#f2a541' }), rect(x - 40 * S, gy - 90 * S, 900 * S, 6 * S, { fill: '#8a9bad' }));
    const fx = cx + 500 * S;
    out.push(rect(fx - 5 * S, gy - 460 * S, 10 * S, 460 * S, { fill: '#6a7d91' }), path(d`M${fx} ${gy - 500 * S}c-14 ${20 * S} -10 ${34 * S} 0 ${40 * S}c10 -${6 * S} 14 -${20 * S} 0 -${40 * S}z`, { fill: C.warm }));
  } else if (kind === 'fab') {
    const w = 900 * S, h = 180 * S, x = bx(900);
    out.push(rect(x, gy - h, w, h, { fill: wall }), rect(x, gy - h - 30 * S, w * 0.6, 30 * S, { fill: lighten(wall, 0.2) }));
    out.push(rect(x, gy - h * 0.55, w, 40 * S, { fill: glass }), rect(x, gy - h, w, 10 * S, { fill: C.primary }));
    for (let i = 0; i < 5; i++) out.push(rect(x + w * 0.62 + i * 60 * S, gy - h - 36 * S, 44 * S, 36 * S, { fill: '#b4c2cf' }), circle(x + w * 0.62 + 22 * S + i * 60 * S, gy - h - 18 * S, 9 * S, { fill: '#7d8fa3' }));
    out.push(g({ transform: `scale(${S.toFixed(3)})` }, stacks((x + 80 * S) / S, (gy - h - 30 * S) / S, 4, 110, '#b4c2cf')));
    // Office block with a glazed entrance at the left end.
    out.push(rect(x - 40 * S, gy - h - 120 * S, 200 * S, h + 120 * S, { fill: lighten(wall, 0.3) }), windows(x - 30 * S, gy - h - 105 * S, 180 * S, h + 30 * S, 4, 6, r, glass, lit));
    out.push(rect(x + 10 * S, gy - 70 * S, 100 * S, 70 * S, { fill: glass, stroke: '#9aabbc', 'stroke-width': 3 }), rect(x - 40 * S, gy - h - 120 * S, 200 * S, 10 * S, { fill: C.accent }));
  } else {
    // New energy: solar field, battery containers and turbines.
    for (let i = 0; i < 3; i++) {
      const tx = cx + (i - 1) * 300 * S, th = 420 * S;
      out.push(poly([[tx - 5 * S, gy], [tx - 2 * S, gy - th], [tx + 2 * S, gy - th], [tx + 5 * S, gy]], { fill: '#eef2f6' }));
      for (let k = 0; k < 3; k++) { const a = (k * 120 + i * 25) * Math.PI / 180; out.push(path(d`M${tx} ${gy - th}L${tx + Math.cos(a) * 150 * S} ${gy - th + Math.sin(a) * 150 * S}`, { stroke: '#ffffff', 'stroke-width': 8 * S, 'stroke-linecap': 'round' })); }
      out.push(circle(tx, gy - th, 8 * S, { fill: '#dfe6ed' }));
    }
    for (let i = 0; i < 4; i++) out.push(rect(cx - 520 * S + i * 150 * S, gy - 70 * S, 130 * S, 70 * S, { fill: i % 2 ? '#ffffff' : '#e9eef3', stroke: '#9fb0c2', 'stroke-width': 2 }), rect(cx - 520 * S + i * 150 * S, gy - 70 * S, 130 * S, 10 * S, { fill: C.accent }));
    const py = gy + 20 * S;
    for (let j = 0; j < 2; j++) for (let i = 0; i < 10; i++) out.push(poly([[i * 130 * S + j * 40 * S, py + j * 50 * S + 40 * S], [i * 130 * S + 110 * S + j * 40 * S, py + j * 50 * S + 40 * S], [i * 130 * S + 95 * S + j * 40 * S, py + j * 50 * S], [i * 130 * S + 15 * S + j * 40 * S, py + j * 50 * S]], { fill: '#1f4f86', stroke: '#8fc1e6', 'stroke-width': 1.5 }));
  }
  // Trees along the street.
  for (let x = 30; x < W; x += r.range(110, 190)) out.push(tree(x, gy + 6, S * r.range(1.1, 1.5), dusk ? '#1f5e5a' : r.pick(['#7cc3a5', '#5fae8c', '#8fcfb3'])));
  return out.join('');
}
