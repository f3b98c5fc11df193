// Controllers, room panels and sensors, drawn front-on with a little oblique depth.
import { C, Doc, d, g, ellipse, rect, path, poly, line, circle, lighten, darken, text } from '../lib/svg.ts';
import { STROKE, box3, screw, nameplate, led, cable, textBars } from './parts.ts';

type Screen = 'pressure' | 'velocity' | 'flow' | 'dashboard' | 'dial' | 'status';

/** A lit display with a simple monitoring UI. */
export function screenUI(doc: Doc, x: number, y: number, w: number, h: number, kind: Screen, seed = 0): string {
  const out = [rect(x, y, w, h, { rx: Math.min(w, h) * 0.04, fill: doc.lin([[0, '#0f2a47'], [1, '#0a1a2e']]) })];
  const fs = Math.min(w * 0.22, h * 0.3);
  const big = (v: string, unit: string, cap: string) => {
    out.push(text(x + w * 0.08, y + h * 0.2, cap, { 'font-size': fs * 0.28, fill: '#8fb4d9', 'font-weight': 500 }));
    out.push(text(x + w * 0.08, y + h * 0.55, v, { 'font-size': fs, fill: '#ffffff', 'font-weight': 300 }));
    out.push(text(x + w * 0.08 + v.length * fs * 0.52, y + h * 0.55, unit, { 'font-size': fs * 0.35, fill: '#8fb4d9' }));
    out.push(rect(x + w * 0.08, y + h * 0.68, w * 0.38, h * 0.11, { rx: h * 0.055, fill: C.accent }));
    out.push(text(x + w * 0.27, y + h * 0.76, 'NORMAL', { 'font-size': Math.min(h * 0.07, w * 0.055), fill: '#ffffff', 'font-weight': 700, 'text-anchor': 'middle' }));
    const pts: string[] = [];
    for (let i = 0; i <= 12; i++) pts.push(`${Math.round(x + w * 0.55 + (i * w * 0.37) / 12)},${Math.round(y + h * 0.78 - h * (0.1 + 0.08 * Math.sin(i * 0.9 + seed) + 0.04 * Math.cos(i * 2.1 + seed)))}`);
    out.push(`<polyline points="${pts.join(' ')}" fill="none" stroke="${C.accent}" stroke-width="${Math.max(1.5, h * 0.015).toFixed(1)}"/>`);
  };
  if (kind === 'pressure') big('-12.5', 'Pa', 'ROOM PRESSURE');
  else if (kind === 'velocity') big('0.50', 'm/s', 'FACE VELOCITY');
  else if (kind === 'flow') big('1250', 'm³/h', 'EXHAUST FLOW');
  else if (kind === 'dial') {
    const cx = x + w / 2, cy = y + h * 0.52, r = Math.min(w, h) * 0.34;
    out.push(circle(cx, cy, r, { fill: 'none', stroke: '#23405f', 'stroke-width': r * 0.14 }));
    out.push(path(d`M${cx - r * 0.87} ${cy + r * 0.5}A${r} ${r} 0 1 1 ${cx + r * 0.64} ${cy - r * 0.77}`, { fill: 'none', stroke: C.accent, 'stroke-width': r * 0.14, 'stroke-linecap': 'round' }));
    out.push(text(cx, cy + r * 0.12, '-8', { 'font-size': r * 0.62, fill: '#fff', 'font-weight': 300, 'text-anchor': 'middle' }));
    out.push(text(cx, cy + r * 0.45, 'Pa', { 'font-size': r * 0.22, fill: '#8fb4d9', 'text-anchor': 'middle' }));
  } else if (kind === 'status') {
    for (let i = 0; i < 3; i++) {
      const yy = y + h * (0.2 + i * 0.27);
      out.push(circle(x + w * 0.12, yy, h * 0.05, { fill: [C.accent, C.accent, C.warm][(i + seed) % 3] }));
      out.push(rect(x + w * 0.22, yy - h * 0.03, w * (0.5 - i * 0.08), h * 0.06, { rx: h * 0.03, fill: '#8fb4d9', opacity: 0.6 }));
      out.push(rect(x + w * 0.78, yy - h * 0.05, w * 0.14, h * 0.1, { rx: h * 0.02, fill: '#ffffff', opacity: 0.85 }));
    }
  } else {
    // Dashboard: header bar, a trend chart, bar tiles and a floor-plan of rooms.
    out.push(rect(x, y, w, h * 0.09, { fill: C.primary }));
    out.push(circle(x + h * 0.045, y + h * 0.045, h * 0.02, { fill: C.accent }));
    const cw = w * 0.56, ch = h * 0.38, cx0 = x + w * 0.04, cy0 = y + h * 0.14;
    out.push(rect(cx0, cy0, cw, ch, { rx: 3, fill: '#132f4f' }));
    for (let k = 0; k < 2; k++) {
      const p: string[] = [];
      for (let i = 0; i <= 20; i++) p.push(`${Math.round(cx0 + (i * cw) / 20)},${Math.round(cy0 + ch * (0.55 - 0.25 * Math.sin(i * 0.5 + seed + k * 2) * (k ? 0.6 : 1)))}`);
      out.push(`<polyline points="${p.join(' ')}" fill="none" stroke="${k ? C.warm : C.accent}" stroke-width="2"/>`);
    }
    for (let i = 0; i < 6; i++) {
      const bh = ch * (0.3 + 0.6 * Math.abs(Math.sin(i * 1.7 + seed)));
      out.push(rect(x + w * 0.64 + i * w * 0.052, cy0 + ch - bh, w * 0.035, bh, { fill: i % 2 ? C.accent : '#3d8fd6' }));
    }
    const gy = y + h * 0.58;
    for (let i = 0; i < 8; i++) {
      const col = i % 4, row = Math.floor(i / 4);
      out.push(rect(x + w * (0.04 + col * 0.235), gy + row * h * 0.19, w * 0.21, h * 0.16, { rx: 3, fill: '#132f4f', stroke: i === (seed % 8) ? C.warm : '#1f4a75', 'stroke-width': 1.5 }));
      out.push(rect(x + w * (0.06 + col * 0.235), gy + row * h * 0.19 + h * 0.04, w * 0.1, h * 0.03, { fill: '#8fb4d9', opacity: 0.7 }));
      out.push(rect(x + w * (0.06 + col * 0.235), gy + row * h * 0.19 + h * 0.09, w * 0.06, h * 0.04, { fill: i === (seed % 8) ? C.warm : C.accent }));
    }
  }
  // Glass reflection.
  out.push(path(d`M${x} ${y}h${w * 0.45}l${-w * 0.25} ${h}h${-w * 0.2}z`, { fill: '#ffffff', opacity: 0.05 }));
  return g({}, out);
}

/** Wall-mounted lab controller enclosure (~300×380). */
export function controllerBox(doc: Doc, cx: number, cy: number, finish = '#e9eef3'): string {
  const w = 300, h = 360, dx = 46, dy = -30, x = cx - (w + dx) / 2, y = cy - h / 2 + 10;
  const out = [box3(x, y, w, h, dx, dy, finish, { front: doc.lin([[0, '#fbfcfd'], [1, darken(finish, 0.06)]]) })];
  out.push(rect(x, y, w, 52, { fill: C.primary }), nameplate(x + 18, y + 12, 130, 28, true));
  out.push(rect(x + 16, y + 66, w - 32, h - 82, { rx: 6, fill: 'none', stroke: '#9fb0c2', 'stroke-width': 1.2 }));
  out.push(screenUI(doc, x + 34, y + 84, w - 68, 120, 'flow', 3));
  for (let i = 0; i < 4; i++) out.push(led(x + 50 + i * 30, y + 230, 4, i === 3 ? C.warm : '#3ee0a0'));
  for (let i = 0; i < 4; i++) out.push(rect(x + 40 + i * 58, y + 256, 46, 30, { rx: 6, fill: '#dfe6ee', stroke: '#9fb0c2', 'stroke-width': 1 }));
  out.push(textBars(x + 40, y + 304, 160, 2, 12, '#9fb0c2', [1, 0.6]));
  for (let i = 0; i < 4; i++) {
    const gx = x + 54 + i * 64;
    out.push(rect(gx - 10, y + h, 20, 16, { fill: '#5b6a7a' }));
    out.push(cable([gx, y + h + 14], [gx, y + h + 50], [gx + (i - 1.5) * 10, y + h + 70], [gx + (i - 1.5) * 20, y + h + 110], 7));
  }
  out.push(screw(x + w - 18, y + 70, 3.5), screw(x + w - 18, y + h - 18, 3.5));
  return g({}, out);
}

/** DIN-rail controller modules (~560 wide). */
export function plcRack(doc: Doc, cx: number, cy: number, seed = 0): string {
  const widths = [110, 70, 70, 70, 52, 52, 80];
  const total = widths.reduce((a, b) => a + b, 0);
  const h = 250, dx = 22, dy = -14;
  let x = cx - total / 2;
  const y = cy - h / 2;
  const out = [rect(x - 40, cy - 18, total + 80, 36, { fill: doc.lin([[0, '#e8edf2'], [0.5, '#aab7c4'], [1, '#7b8c9e']]), ...STROKE })];
  widths.forEach((w, i) => {
    const cpu = i === 0, psu = i === widths.length - 1;
    const base = cpu ? C.primary : psu ? '#3b4756' : '#e6ebf0';
    out.push(box3(x, y, w, h, dx, dy, base, { front: doc.lin([[0, lighten(base, 0.1)], [1, darken(base, 0.06)]]) }));
    const dark = cpu || psu;
    // Terminal rows (top and bottom) with screw heads.
    for (const ty of [y + 10, y + h - 34]) {
      out.push(rect(x + 6, ty, w - 12, 24, { fill: dark ? '#00000033' : '#cfd8e1', rx: 2 }));
      for (let k = 0; k < Math.floor((w - 12) / 13); k++) out.push(circle(x + 13 + k * 13, ty + 12, 4, { fill: '#9aa8b6', stroke: '#56677a', 'stroke-width': 0.8 }));
    }
    if (cpu) {
      out.push(screenUI(doc, x + 12, y + 48, w - 24, 64, 'status', seed));
      out.push(rect(x + 12, y + 124, 40, 26, { rx: 3, fill: '#0a1a2e' }), rect(x + 17, y + 129, 30, 16, { fill: '#6e7f90' }));
      out.push(nameplate(x + 10, y + h - 76, w - 20, 28, true));
    } else {
      out.push(rect(x, y + 40, w, 6, { fill: psu ? C.warm : C.accent }));
      for (let k = 0; k < 8; k++) out.push(led(x + 14, y + 62 + k * 14, 2.6, (k + i + seed) % 5 === 0 ? C.warm : '#3ee0a0'));
      out.push(textBars(x + 24, y + 60, w - 36, 8, 14, dark ? '#ffffff55' : '#8a9bad', [0.8, 0.6, 0.9, 0.5], 3));
    }
    x += w + 2;
  });
  return g({}, out);
}

/** Floor-standing control cabinet with HMI and stack light (~380×600). */
export function cabinet(doc: Doc, cx: number, cy: number, seed = 0): string {
  const w = 300, h = 520, dx = 80, dy = -46, x = cx - (w + dx) / 2, y = cy - h / 2 + 20;
  const out = [rect(x - 4, y + h, w + 8, 22, { fill: '#2b3440' }), poly([[x + w + 4, y + h], [x + w + dx + 4, y + h + dy], [x + w + dx + 4, y + h + dy + 22], [x + w + 4, y + h + 22]], { fill: '#1c232c' })];
  out.push(box3(x, y, w, h, dx, dy, '#dfe6ed', { front: doc.lin([[0, '#f6f8fa'], [1, '#cfd8e1']], 0, 0, 1, 1) }));
  out.push(rect(x + 14, y + 14, w - 28, h - 28, { rx: 4, fill: 'none', stroke: '#9fb0c2', 'stroke-width': 1.5 }));
  out.push(rect(x, y, w, 10, { fill: C.primary }));
  // Window onto the DIN rails inside.
  const wx = x + 40, wy = y + 50, ww = w - 80, wh = 200;
  out.push(rect(wx, wy, ww, wh, { rx: 4, fill: '#2a3a4c' }));
  for (let r = 0; r < 3; r++) for (let k = 0; k < 6; k++) {
    const mx = wx + 12 + k * ((ww - 24) / 6), my = wy + 14 + r * 62;
    out.push(rect(mx, my, (ww - 24) / 6 - 4, 50, { fill: k === 0 && r === 0 ? '#3d8fd6' : '#c9d3dd' }), rect(mx, my + 8, (ww - 24) / 6 - 4, 4, { fill: (k + r + seed) % 3 ? C.accent : C.warm }));
  }
  out.push(path(d`M${wx} ${wy}h${ww * 0.5}l${-ww * 0.3} ${wh}h${-ww * 0.2}z`, { fill: '#ffffff', opacity: 0.12 }));
  out.push(screenUI(doc, x + 60, y + 280, w - 120, 110, 'dashboard', seed));
  out.push(rect(x + w - 36, y + 270, 12, 70, { rx: 6, fill: '#6a7785' }));
  for (let i = 0; i < 7; i++) out.push(rect(x + 60, y + 420 + i * 10, w - 120, 4, { rx: 2, fill: '#b4c0cc' }));
  // Stack light.
  const sx = x + w * 0.5 + dx * 0.5, sy = y + dy * 0.5;
  ['#2fbf71', C.warm, '#e0524a'].forEach((c, i) => out.push(rect(sx - 12, sy - 30 - i * 28, 24, 26, { rx: 3, fill: c, opacity: i === 0 ? 1 : 0.55 })));
  out.push(rect(sx - 4, sy - 6, 8, 8, { fill: '#3b4756' }));
  return g({}, out);
}

/** Supervisory workstation: monitor with dashboard plus a network gateway. */
export function supervisor(doc: Doc, cx: number, cy: number, seed = 0): string {
  const w = 480, h = 290, x = cx - w / 2 - 40, y = cy - h / 2 - 60;
  const out = [
    poly([[x + w / 2 - 60, y + h + 110], [x + w / 2 + 60, y + h + 110], [x + w / 2 + 40, y + h + 96], [x + w / 2 - 40, y + h + 96]], { fill: '#9aa8b6' }),
    rect(x + w / 2 - 12, y + h, 24, 100, { fill: doc.lin([[0, '#c9d3dd'], [1, '#8a9bad']], 0, 0, 1, 0) }),
    rect(x - 12, y - 12, w + 24, h + 24, { rx: 10, fill: '#1c2530' }),
    screenUI(doc, x, y, w, h, 'dashboard', seed),
  ];
  const gx = x + w + 40, gy = cy + 40;
  out.push(box3(gx, gy, 110, 140, 26, -18, '#e9eef3'));
  out.push(rect(gx, gy, 110, 22, { fill: C.primary }));
  for (let i = 0; i < 4; i++) out.push(rect(gx + 12 + i * 24, gy + 96, 18, 16, { fill: '#2b3440' }), led(gx + 21 + i * 24, gy + 88, 2.5, '#3ee0a0'));
  out.push(textBars(gx + 14, gy + 40, 80, 3, 12, '#9fb0c2'));
  out.push(cable([gx + 40, gy + 112], [gx + 40, gy + 170], [gx - 60, gy + 120], [x + w / 2, y + h + 60], 5, '#3d8fd6'));
  return g({}, out);
}

/** Wall-mounted room/fume-hood panel, four styles. */
export function roomPanel(doc: Doc, cx: number, cy: number, variant: number): string {
  const out: string[] = [];
  const plate = (x: number, y: number, w: number, h: number, col: string, r: number) =>
    out.push(path(d`M${x + w} ${y + r}l14 -8v${h - 2 * r + 8}l-14 8z`, { fill: darken(col, 0.2) }), rect(x, y, w, h, { rx: r, fill: doc.lin([[0, lighten(col, 0.15)], [1, darken(col, 0.05)]], 0, 0, 1, 1), ...STROKE }));
  if (variant === 1) {
    const w = 300, h = 440, x = cx - w / 2, y = cy - h / 2;
    plate(x, y, w, h, '#20262e', 22);
    out.push(screenUI(doc, x + 22, y + 30, w - 44, 300, 'pressure', 1));
    ['#3ee0a0', C.warm, '#e0524a'].forEach((c, i) => out.push(circle(x + 80 + i * 70, y + 380, 20, { fill: '#2c343e', stroke: '#46515e', 'stroke-width': 2 }), circle(x + 80 + i * 70, y + 380, 6, { fill: c })));
  } else if (variant === 2) {
    const w = 460, h = 280, x = cx - w / 2, y = cy - h / 2;
    plate(x, y, w, h, '#eef2f6', 18);
    out.push(rect(x, y, w, 44, { rx: 18, fill: C.primary }), rect(x, y + 26, w, 18, { fill: C.primary }), nameplate(x + 20, y + 9, 120, 26, true));
    out.push(screenUI(doc, x + 24, y + 64, 250, 180, 'flow', 2));
    for (let r = 0; r < 3; r++) for (let c = 0; c < 2; c++) out.push(rect(x + 300 + c * 72, y + 70 + r * 60, 60, 46, { rx: 8, fill: '#ffffff', stroke: '#a9b8c7', 'stroke-width': 1.5 }), rect(x + 318 + c * 72, y + 90 + r * 60, 24, 5, { rx: 2.5, fill: r === 0 && c === 0 ? C.accent : '#7d8fa3' }));
  } else if (variant === 3) {
    const w = 190, h = 480, x = cx - w / 2, y = cy - h / 2 + 20;
    plate(x, y, w, h, '#e9eef3', 16);
    out.push(rect(x + 55, y - 40, 80, 44, { rx: 10, fill: '#f2a541', opacity: 0.9 }), rect(x + 55, y - 40, 80, 14, { rx: 7, fill: '#ffffff', opacity: 0.35 }));
    out.push(screenUI(doc, x + 18, y + 26, w - 36, 230, 'velocity', 4));
    out.push(circle(x + w / 2, y + 320, 34, { fill: '#ffffff', stroke: '#a9b8c7', 'stroke-width': 2 }), path(d`M${x + w / 2 - 12} ${y + 312}h8l10 -9v34l-10 -9h-8z`, { fill: '#7d8fa3' }));
    out.push(textBars(x + 30, y + 380, w - 60, 4, 16, '#a9b8c7', [1, 0.7, 0.85, 0.5]));
  } else {
    const s = 340, x = cx - s / 2, y = cy - s / 2;
    plate(x, y, s, s, '#f4f7fa', 40);
    out.push(circle(cx, cy - 20, 120, { fill: '#0f2a47' }));
    out.push(screenUI(doc, cx - 110, cy - 130, 220, 220, 'dial', 0).replace(/<rect[^>]*rx="8.8"[^>]*\/>/, ''));
    out.push(rect(cx - 60, y + s - 46, 120, 8, { rx: 4, fill: C.accent }));
  }
  return g({}, out);
}

/** Sensors, four kinds. */
export function sensor(doc: Doc, cx: number, cy: number, variant: number): string {
  const out: string[] = [];
  if (variant === 1) {
    // Differential pressure transmitter with two sampling ports and tubes.
    const w = 260, h = 220, x = cx - w / 2 - 20, y = cy - h / 2 - 60;
    out.push(box3(x, y, w, h, 40, -26, '#eef2f6', { r: 0 }));
    out.push(rect(x + 20, y + 20, w - 40, 70, { rx: 8, fill: '#0f2a47' }));
    out.push(text(x + 40, y + 70, '-24.6', { 'font-size': 40, fill: '#fff', 'font-weight': 300 }), text(x + 170, y + 70, 'Pa', { 'font-size': 18, fill: '#8fb4d9' }));
    out.push(rect(x, y + h - 30, w, 8, { fill: C.accent }), nameplate(x + 20, y + 110, 130, 28));
    for (const [i, col] of [[0, '#3d8fd6'], [1, '#d1dbe5']] as const) {
      const px = x + 80 + i * 100;
      out.push(rect(px - 9, y + h, 18, 26, { fill: '#b7c3cf', ...STROKE }), rect(px - 6, y + h + 26, 12, 14, { fill: '#8a9bad' }));
      out.push(cable([px, y + h + 38], [px, y + h + 120], [px - 160 + i * 320, y + h + 60], [px - 200 + i * 400, y + h + 170], 9, col));
      out.push(text(px, y + h - 40, i ? '−' : '+', { 'font-size': 22, fill: C.ink, 'text-anchor': 'middle', 'font-weight': 700 }));
    }
  } else if (variant === 2) {
    // Averaging airflow probe across a duct section, with its transmitter head.
    const L = 520, y = cy + 40, x = cx - L / 2 + 90;
    out.push(rect(x, y - 14, L, 28, { rx: 14, fill: doc.lin([[0, '#f4f7fa'], [0.4, '#ffffff'], [1, '#8d9fb2']]), ...STROKE }));
    for (let i = 0; i < 9; i++) out.push(ellipse(x + 60 + i * 54, y - 2, 4, 3, { fill: '#3b4756' }));
    out.push(rect(x - 30, y - 30, 30, 60, { rx: 4, fill: '#9aabbc', ...STROKE }));
    out.push(box3(x - 190, y - 150, 150, 120, 30, -20, '#0c57a3', { front: doc.lin([[0, '#1466b8'], [1, C.primary]]) }));
    out.push(rect(x - 176, y - 134, 122, 46, { rx: 4, fill: '#0a1a2e' }), text(x - 168, y - 100, '8.2 m/s', { 'font-size': 22, fill: '#fff' }));
    out.push(led(x - 170, y - 70, 3.5, '#3ee0a0'), textBars(x - 156, y - 74, 90, 2, 10, '#ffffff66'));
    out.push(cable([x - 100, y - 30], [x - 100, y + 10], [x - 40, y], [x - 20, y], 8, '#3d8fd6'));
    for (let i = 0; i < 3; i++) out.push(path(d`M${x + 80 + i * 160} ${y + 70}c30 -14 60 14 90 0`, { fill: 'none', stroke: C.accent, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 }), path(d`M${x + 170 + i * 160} ${y + 70}l-10 -7m10 7l-10 7`, { stroke: C.accent, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 }));
  } else if (variant === 3) {
    // Sash position sensor: cable-reel housing with the wire rising to a pulley.
    const w = 220, h = 220, x = cx - w / 2 - 30, y = cy - h / 2 + 60;
    out.push(line(x + w / 2 + 60, y - 280, x + w / 2 + 60, y + 20, { stroke: '#5d6f82', 'stroke-width': 3 }));
    out.push(circle(x + w / 2 + 40, y - 290, 26, { fill: '#dfe6ee', stroke: '#5d6f82', 'stroke-width': 3 }), circle(x + w / 2 + 40, y - 290, 6, { fill: '#5d6f82' }));
    out.push(rect(x + w / 2 + 50, y - 220, 20, 20, { rx: 3, fill: C.warm }));
    out.push(box3(x, y, w, h, 40, -26, '#e9eef3'));
    out.push(circle(x + w / 2, y + h / 2, 80, { fill: doc.rad([[0, '#ffffff'], [1, '#c4cfda']]), stroke: '#9fb0c2', 'stroke-width': 2 }));
    for (let i = 0; i < 6; i++) { const a = (i / 6) * Math.PI * 2; out.push(line(x + w / 2 + Math.cos(a) * 22, y + h / 2 + Math.sin(a) * 22, x + w / 2 + Math.cos(a) * 70, y + h / 2 + Math.sin(a) * 70, { stroke: '#b4c0cc', 'stroke-width': 3 })); }
    out.push(circle(x + w / 2, y + h / 2, 22, { fill: C.primary }), circle(x + w / 2, y + h / 2, 8, { fill: C.accent }));
    out.push(cable([x + w, y + h - 40], [x + w + 80, y + h - 20], [x + w + 60, y + h + 60], [x + w + 140, y + h + 80], 7));
  } else {
    // Room sensor: temperature/humidity/occupancy puck on a wall plate.
    const s = 300, x = cx - s / 2, y = cy - s / 2;
    out.push(rect(x + 12, y + 12, s, s, { rx: 36, fill: '#0d1b2a', opacity: 0.08 }));
    out.push(rect(x, y, s, s, { rx: 36, fill: doc.lin([[0, '#ffffff'], [1, '#dfe6ee']], 0, 0, 1, 1), ...STROKE }));
    out.push(circle(cx, cy - 20, 96, { fill: '#f4f7fa', stroke: '#c4cfda', 'stroke-width': 2 }));
    for (let i = 0; i < 7; i++) out.push(rect(cx - 60, cy - 80 + i * 18, 120, 6, { rx: 3, fill: '#c4cfda' }));
    out.push(circle(cx, cy - 20, 26, { fill: '#1c2530' }), circle(cx - 7, cy - 27, 8, { fill: '#3d6a96', opacity: 0.8 }));
    out.push(rect(cx - 70, y + s - 56, 140, 26, { rx: 13, fill: C.primary }), text(cx, y + s - 37, '22.5°C  45%', { 'font-size': 14, fill: '#fff', 'text-anchor': 'middle', 'font-weight': 600 }));
  }
  return g({}, out);
}
