// News pictures: one per demo story, named after its newsCode and showing its subject. Each picture's title
// uses only words of its story (tests/unit/content-pictures.test.ts checks that against content/news.json).
import { C, Doc, at, d, g, rect, circle, path, line, text, smooth, type Pt, type Wording } from '../lib/svg.ts';
import * as S from '../draw/scenes.ts';
import { siteScene } from '../draw/exteriors.ts';
import { darkBackdrop, lightBackdrop, glow, globe, chart, certificate, callout, badge, flowLines } from '../draw/motifs.ts';
import { network } from '../draw/network.ts';
import { venturiValve, butterflyValve, rectDamper } from '../draw/valves.ts';
import { supervisor, roomPanel } from '../draw/devices.ts';
import { shadow, textBars } from '../draw/parts.ts';
import { svg, place, type Out } from './common.ts';

const W = 1200, H = 675;
type Draw = (doc: Doc) => string | string[];

/** A product on a light stage with two technical callouts. */
const stage = (body: Draw, left: Wording, right: Wording, mark?: Wording): Draw => (doc) => [
  lightBackdrop(doc), glow(doc, 600, 340, 360, C.accent, 0.15), shadow(doc, 600, 560, 320, 22), body(doc),
  callout(380, 250, 200, 120, left), callout(820, 420, 980, 560, right), ...(mark ? [badge(1030, 130, 70, mark)] : []),
].flat();

/** A fume hood seen from the front; `sash` is how far the sash is open (0 closed … 1 fully open). */
function hoodFront(doc: Doc, x: number, y: number, w: number, h: number, sash: number): string {
  const open = h * 0.55 * sash, glassTop = y + h * 0.2, workTop = y + h * 0.78;
  return [
    rect(x, y, w, h, { rx: 8, fill: '#e9eef3', stroke: '#9fb0c2', 'stroke-width': 2 }),
    // The chamber shows dark below the raised sash; the glass covers the rest.
    rect(x + w * 0.06, glassTop, w * 0.88, workTop - glassTop, { fill: '#2b3f55' }),
    rect(x + w * 0.12, workTop - open * 0.7, w * 0.2, open * 0.7, { rx: 4, fill: '#5b6f85', opacity: sash > 0.2 ? 1 : 0 }),
    rect(x + w * 0.06, glassTop - 4, w * 0.88, workTop - glassTop - open + 4, { fill: doc.lin([[0, '#cfe6f5'], [1, '#8fb4d9']]), opacity: 0.9, stroke: '#5b6f85', 'stroke-width': 2 }),
    rect(x + w * 0.3, workTop - open - 14, w * 0.4, 10, { rx: 5, fill: '#5b6f85' }),
    rect(x, workTop, w, h * 0.05, { fill: '#3b4756' }), rect(x + w * 0.04, y + h * 0.83, w * 0.92, h * 0.15, { fill: '#dfe6ed' }),
    rect(x + w * 0.06, y + h * 0.04, w * 0.88, h * 0.1, { rx: 4, fill: '#ffffff', stroke: '#c4cfda' }),
  ].join('');
}

/** Rooms in a row, each with its pressure, stepping down towards the innermost. */
function cascade(pressures: readonly string[]): Draw {
  return (doc) => {
    const n = pressures.length, rw = 880 / n, x0 = 160, y0 = 170, rh = 330;
    const rooms = pressures.map((pa, i) => {
      const x = x0 + i * rw;
      return rect(x, y0, rw - 16, rh, { rx: 10, fill: at(['#3d8fd6', '#1f6fba', '#0f5aa0', '#0a4a8f', '#08355f'], i), stroke: '#ffffff88', 'stroke-width': 2 }) +
        text(x + (rw - 16) / 2, y0 + rh / 2 + 14, pa, { 'font-size': 40, 'font-weight': 300, fill: '#ffffff', 'text-anchor': 'middle' }) +
        (i < n - 1 ? path(d`M${x + rw - 40} ${y0 + rh - 50}h40l-12 -10m12 10l-12 10`, { fill: 'none', stroke: C.accent, 'stroke-width': 4, 'stroke-linecap': 'round' }) : '');
    });
    return [darkBackdrop(doc, 0.5, 0.5, 40), ...rooms, text(x0, y0 - 30, 'Pa', { 'font-size': 24, fill: '#8fb4d9', 'font-weight': 600 })];
  };
}

/** Two panels side by side: a constant line against one that follows the demand. */
const volumeCompared: Draw = (doc) => {
  const panel = (x: number, label: string, pts: Pt[]) => [
    rect(x, 120, 460, 400, { rx: 12, fill: '#ffffff', stroke: '#d5e0ea', 'stroke-width': 1.5 }),
    text(x + 30, 170, label, { 'font-size': 30, 'font-weight': 700, fill: C.primary }),
    line(x + 40, 470, x + 430, 470, { stroke: C.ink, 'stroke-width': 1.5 }), line(x + 40, 210, x + 40, 470, { stroke: C.ink, 'stroke-width': 1.5 }),
    path(smooth(pts.map(([a, b]): Pt => [x + 40 + a * 390, 470 - b * 240])), { fill: 'none', stroke: C.accent, 'stroke-width': 4 }),
  ].join('');
  const hours = Array.from({ length: 13 }, (_, i) => i / 12);
  return [lightBackdrop(doc), panel(110, 'CAV', hours.map((t): Pt => [t, 0.85])), panel(630, 'VAV', hours.map((t): Pt => [t, 0.25 + 0.55 * Math.max(0, Math.sin(Math.PI * (t * 1.1 - 0.1))) ** 1.5]))];
};

const STORIES: [code: string, title: string, draw: Draw][] = [
  ['vv-h200-launch', 'VV-H200 high-speed venturi valve', stage((doc) => place(560, 360, 1.0, venturiValve(doc, 0, 0, { finish: 'blue' })), { en: '< 1 s response', zh: '响应 < 1 s' }, { en: 'Full stroke in 2 s', zh: '全行程 2 s' }, { en: 'NEW', zh: '新品' })],
  ['expo-2023', '2023 Laboratory Equipment & Design Expo', (doc) => S.boothScene(doc, { seed: 'news-expo-2023' })],
  ['isolation-damper-patent', 'Airtight isolation damper and its invention patent', (doc) => [
    lightBackdrop(doc), shadow(doc, 420, 560, 260, 20), place(420, 380, 1.0, rectDamper(doc, 0, 0, { finish: 'white' })),
    place(760, 90, 0.58, certificate(doc, 0, 0, 600, 800, 'patents', 3)), callout(330, 330, 170, 170, { en: 'Double seal', zh: '双重密封' }),
  ]],
  ['calibration-line', 'Automated calibration line, Suzhou plant', (doc) => [S.factoryScene(doc, { seed: 'news-calibration-line' }), callout(600, 380, 860, 120, { en: '51-point calibration', zh: '51 点流量标定' })]],
  ['2500-projects', '2,500 delivered projects', (doc) => [darkBackdrop(doc, 0.7, 0.4, 40), chart(doc, 110, 130, 520, 420, 5, true), globe(doc, 900, 330, 210, 5, true), badge(1030, 120, 80, '2500+')]],
  ['pn-t100-launch', 'PN-T100 touchscreen room panel', stage((doc) => place(600, 340, 0.9, roomPanel(doc, 0, 0, 2)), { en: '7-inch touchscreen', zh: '7 英寸触摸屏' }, { en: 'Bilingual interface', zh: '中英文界面' }, { en: 'NEW', zh: '新品' })],
  // Variant 0 of a certification is the plain 认证证书 (variant 1 would say quality management, ISO 9001).
  ['iso-45001', 'ISO 45001 certification', (doc) => [
    lightBackdrop(doc), place(420, 60, 0.7, certificate(doc, 0, 0, 600, 800, 'certifications', 45, 0)),
    rect(760, 250, 250, 120, { rx: 14, fill: '#0f5c56' }), text(885, 305, 'ISO', { 'font-size': 34, 'font-weight': 700, fill: '#ffffff', 'text-anchor': 'middle' }),
    text(885, 350, '45001', { 'font-size': 40, 'font-weight': 300, fill: '#ffffff', 'text-anchor': 'middle' }),
  ]],
  ['customer-summit-2024', '2024 Customer Summit in Suzhou', (doc) => S.meetingScene(doc, { seed: 'news-customer-summit-2024' })],
  ['chengdu-service-centre', 'Chengdu service centre', (doc) => [siteScene(doc, 'hq', { seed: 'news-chengdu' }), callout(600, 300, 860, 110, { en: 'Chengdu · 24 h on-site service', zh: '成都 · 24 小时到场服务' })]],
  ['provincial-sme-recognition', 'Provincial specialised and innovative SME award', (doc) => [
    // Variant 0 is the plain 荣誉证书; the others name other honours (high-tech enterprise, supplier, award).
    lightBackdrop(doc), place(390, 60, 0.7, certificate(doc, 0, 0, 600, 800, 'honors', 10, 0)), callout(720, 260, 820, 200, { en: 'Specialised and innovative SME', zh: '专精特新中小企业' }),
  ]],
  ['southeast-asia-bsl3', 'BSL-3 biosafety suite in Southeast Asia', (doc) => [S.bslScene(doc, { seed: 'news-sea-bsl3' }), callout(600, 260, 900, 110, 'BSL-3')]],
  ['cs-m300-v3', 'CS-M300 management platform 3.0', (doc) => [
    lightBackdrop(doc), shadow(doc, 540, 560, 320, 22), place(520, 340, 0.95, supervisor(doc, 0, 0, 3)),
    rect(900, 200, 150, 290, { rx: 22, fill: '#1c2530' }), rect(912, 226, 126, 238, { rx: 6, fill: '#0f2a47' }), ...[0, 1, 2, 3].map((i) => rect(924, 246 + i * 52, 102, 36, { rx: 6, fill: i === 1 ? '#e0524a' : C.accent, opacity: 0.85 })),
    callout(300, 230, 150, 110, { en: 'Version 3.0', zh: '3.0 版' }), callout(970, 470, 1080, 590, { en: 'Mobile app', zh: '手机应用' }),
  ]],
  ['user-training-camp-2026', 'User training camp 2026', (doc) => S.labScene(doc, { seed: 'news-training-2026', people: 4, bscCount: 1 })],
  ['fume-hood-energy', 'Fume hood energy use', (doc) => [
    lightBackdrop(doc), hoodFront(doc, 140, 90, 420, 500, 0.9), flowLines(doc, 560, 1100, 200, 60, 6, { seed: 3, opacity: 0.6, color: C.warm }),
    chart(doc, 680, 300, 400, 280, 14), callout(500, 250, 760, 150, { en: 'Conditioned air out', zh: '空调风排出' }),
  ]],
  ['vav-vs-cav', 'Variable and constant air volume', volumeCompared],
  ['biosafety-pressure-cascade', 'Pressure cascade of a biosafety laboratory', cascade(['−10', '−25', '−40', '−60'])],
  ['face-velocity-setpoint', 'Face velocity at a fume hood', (doc) => [
    lightBackdrop(doc), hoodFront(doc, 360, 80, 480, 520, 0.6),
    ...[0, 1, 2, 3].map((i) => path(d`M120 ${330 + i * 50}H400l-14 -10m14 10l-14 10`, { fill: 'none', stroke: C.accent, 'stroke-width': 4, 'stroke-linecap': 'round' })),
    callout(300, 380, 980, 180, { en: '0.5 m/s or 0.4 m/s?', zh: '0.5 m/s 还是 0.4 m/s？' }),
  ]],
  ['lab-standards-update', 'Laboratory standards and airflow control', (doc) => [
    siteScene(doc, 'lab', { seed: 'news-standards' }), `<rect width="${W}" height="${H}" fill="#ffffff" opacity="0.5"/>`,
    rect(420, 90, 360, 480, { rx: 8, fill: '#ffffff', stroke: '#9fb0c2', 'stroke-width': 2 }), rect(420, 90, 360, 70, { rx: 8, fill: C.primary }),
    text(600, 136, { en: 'STANDARD', zh: '标准' }, { 'font-size': 28, 'font-weight': 700, fill: '#ffffff', 'text-anchor': 'middle', 'letter-spacing': 4 }),
    textBars(460, 200, 280, 9, 30, '#9aa7b4', [1, 0.8, 0.9, 0.6], 8), badge(780, 540, 60, '2024'),
  ]],
  ['pcr-lab-zoning', 'PCR laboratory zoning', (doc) => [S.cleanroomScene(doc, { seed: 'news-pcr' }), callout(420, 330, 200, 110, { en: 'Zone 1 · +', zh: '一区 · +' }), callout(800, 330, 1000, 110, { en: 'Zone 3 · −', zh: '三区 · −' })]],
  ['lab-building-carbon', 'Carbon reduction in laboratory buildings', (doc) => [
    siteScene(doc, 'lab', { seed: 'news-carbon', dusk: true }), `<rect width="${W}" height="${H}" fill="${C.dark}" opacity="0.45"/>`,
    g({ transform: 'translate(760 130)' }, [rect(0, 0, 360, 260, { rx: 12, fill: '#ffffff18', stroke: '#ffffff44' }), path(smooth([[30, 60], [110, 90], [190, 150], [270, 190], [330, 210]]), { fill: 'none', stroke: '#7fe3d8', 'stroke-width': 5 }), text(30, 240, 'CO₂', { 'font-size': 28, fill: '#ffffff', 'font-weight': 700 })]),
  ]],
  ['venturi-vs-butterfly', 'Venturi valve and butterfly valve', (doc) => [
    lightBackdrop(doc), shadow(doc, 330, 520, 220, 18), shadow(doc, 880, 520, 200, 18),
    place(330, 380, 0.78, venturiValve(doc, 0, 0, { finish: 'white' })), place(880, 380, 0.9, butterflyValve(doc, 0, 0, { finish: 'graphite' })),
    text(330, 610, { en: 'Venturi', zh: '文丘里阀' }, { 'font-size': 30, 'font-weight': 700, fill: C.primary, 'text-anchor': 'middle' }), text(880, 610, { en: 'Butterfly', zh: '蝶阀' }, { 'font-size': 30, 'font-weight': 700, fill: C.primary, 'text-anchor': 'middle' }),
  ]],
  ['isolation-ward-lessons', 'Negative-pressure isolation ward', (doc) => S.hospitalScene(doc, { seed: 'news-isolation-ward', variant: 1 })],
  ['battery-semiconductor-exhaust', 'Battery and semiconductor laboratory exhaust', (doc) => [S.cleanroomScene(doc, { seed: 'news-battery-exhaust', isolator: true }), callout(600, 120, 860, 90, { en: 'Corrosive exhaust', zh: '腐蚀性排风' })]],
  ['digital-operations', 'Digital operations of laboratory ventilation', (doc) => S.controlRoomScene(doc, { seed: 'news-digital-operations' })],
  ['sash-closure-culture', 'Closing the hood sash', (doc) => [
    lightBackdrop(doc), hoodFront(doc, 160, 80, 460, 520, 0.05), hoodFront(doc, 660, 120, 400, 470, 0),
    rect(700, 40, 320, 60, { rx: 30, fill: '#0f8f84' }), text(860, 80, { en: 'Sash closed ✓', zh: '视窗已关 ✓' }, { 'font-size': 26, 'font-weight': 700, fill: '#ffffff', 'text-anchor': 'middle' }),
  ]],
  ['trends-2026', 'Five trends in laboratory ventilation, 2026', (doc) => [
    darkBackdrop(doc, 0.5, 0.5, 40), network(doc, 460, 340, 0.62),
    ...['1', '2', '3', '4', '5'].map((n, i) => circle(930, 130 + i * 100, 34, { fill: i === 4 ? C.warm : C.accent }) + text(930, 142 + i * 100, n, { 'font-size': 32, 'font-weight': 700, fill: '#ffffff', 'text-anchor': 'middle' })),
    text(1010, 80, '2026', { 'font-size': 40, 'font-weight': 300, fill: '#ffffff', 'text-anchor': 'middle' }),
  ]],
];

export function newsSet(): Out[] {
  return STORIES.map(([code, title, draw]) => svg(`img/news/${code}.svg`, W, H, title, draw));
}
