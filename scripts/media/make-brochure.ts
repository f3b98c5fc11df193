// Builds public/pdf/Corporate_Brochure.pdf (A4 landscape, bilingual) from the generated SVGs.
// Needs: npm pdfkit + svg-to-pdfkit; apt fonts-noto-cjk (subset-embedded). Run after make-images.ts:
//   node scripts/media/make-brochure.ts
import { createWriteStream, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { pdfTools, registerFonts, root } from './lib/pdf.ts';
import { C } from './lib/svg.ts';

const out = join(root, 'public/pdf/Corporate_Brochure.pdf');
const W = 842, H = 595, M = 48;

const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0, autoFirstPage: false, info: { Title: 'Ventaura Flow Control — Corporate Brochure', Author: 'Ventaura Flow Control', Subject: 'Laboratory airflow control', CreationDate: new Date('2024-11-19T00:00:00Z') } });
registerFonts(doc);
const { svg, clipSvg, para: paragraph } = pdfTools(doc);

function header(page: number, zh: string, en: string): void {
  doc.addPage();
  doc.rect(0, 0, W, H).fill(C.light);
  doc.rect(0, 0, 10, H).fill(C.primary);
  doc.font('R').fontSize(11).fillColor(C.accent).text(zh, M, 34, { characterSpacing: 2 });
  doc.font('B').fontSize(26).fillColor(C.dark).text(en, M, 50);
  doc.rect(M, 90, 46, 3).fill(C.accent);
  // Footer: wordmark, company line, page number.
  svg('img/brand/logo.svg', M, H - 38, 90, 20, 'meet');
  doc.font('R').fontSize(8).fillColor(C.muted).text('Ventaura Flow Control · 文拓流体控制 · www.ventaura.example', M + 104, H - 32);
  doc.font('B').fontSize(9).fillColor(C.primary).text(String(page).padStart(2, '0'), W - M - 20, H - 32, { width: 20, align: 'right' });
}

function para(s: string, x: number, y: number, w: number, size = 10, color: string = C.ink, font = 'R'): number {
  return paragraph(s, x, y, w, size, color, font);
}

function stat(x: number, y: number, value: string, zh: string, en: string): void {
  doc.font('B').fontSize(24).fillColor(C.primary).text(value, x, y);
  doc.font('R').fontSize(9).fillColor(C.ink).text(zh, x, y + 32).fillColor(C.muted).text(en, x, y + 45, { width: 120 });
}

// 1. Cover.
doc.addPage();
svg('img/banners/banner-1.svg', 0, 0, W, H);
// Dark under the whole text column (its subtitle runs to M + 420), fading out beyond it: the light valve of the
// picture behind never meets the text.
const cover = doc.linearGradient(0, 0, W * 0.85, 0);
cover.stop(0, C.dark, 0.94).stop(0.66, C.dark, 0.86).stop(1, C.dark, 0);
doc.rect(0, 0, W, H).fill(cover);
svg('img/brand/logo-white.svg', M, M, 180, 40, 'meet');
doc.font('R').fontSize(13).fillColor(C.accent).text('企业宣传册  ·  CORPORATE BROCHURE', M, 230, { characterSpacing: 2 });
doc.font('B').fontSize(40).fillColor('#ffffff').text('文拓流体控制', M, 256);
doc.font('B').fontSize(26).fillColor('#ffffff').text('Ventaura Flow Control', M, 314);
doc.font('R').fontSize(12).fillColor('#c9d8e8').text('实验室气流精准控制  ·  Precise airflow control for laboratories, cleanrooms and hospitals', M, 362, { width: 420, lineGap: 5 });
doc.rect(M, 420, 60, 4).fill(C.warm);
doc.font('R').fontSize(10).fillColor('#c9d8e8').text('Since 1997  ·  www.ventaura.example', M, H - 60);

// 2. Company.
header(2, '关于我们', 'About Ventaura');
let y = para('文拓流体控制成立于 1997 年，专注于实验室、洁净室与医疗建筑的高精度气流控制。我们自主研发并生产文丘里阀、变风量蝶阀、实验室气流控制系统、房间控制面板与传感器，核心部件 100% 自主制造。', M, 112, 360, 10.5);
y = para('Founded in 1997, Ventaura designs and builds high-precision airflow control for laboratories, cleanrooms and hospitals: venturi valves, VAV butterfly valves, laboratory control systems, room panels and sensors — with every core component made in-house.', M, y + 10, 360, 10, C.muted);
y = para('With four R&D centres and a 4,800 m² plant, we deliver more than 10,000 valves, 15,000 sensors and 10,000 panels a year to research institutes, biopharma, hospitals, testing centres and industry.', M, y + 10, 360, 10, C.muted);
const stats: [string, string, string][] = [['2500+', '成功案例', 'Project references'], ['50+', '授权专利', 'Granted patents'], ['100+', '资质认证', 'Certifications'], ['1997', '创立于', 'Founded'], ['4', '研发中心', 'R&D centres'], ['100%', '核心部件自制', 'In-house core parts']];
stats.forEach(([v, zh, en], i) => stat(M + (i % 3) * 125, 380 + Math.floor(i / 3) * 80, v, zh, en));
clipSvg('img/about/company.svg', 440, 112, 354, 236);
clipSvg('img/about/factory.svg', 440, 360, 172, 170);
clipSvg('img/about/lab.svg', 622, 360, 172, 170);

// 3. Products.
header(3, '产品中心', 'Products');
const products: [string, string, string, string][] = [
  ['img/products/Venturi_valve-1.svg', '文丘里阀', 'Venturi valves', 'Pressure-independent, 60–17,000 m³/h, response < 1 s'],
  ['img/products/Butterfly_valve-1.svg', '变风量蝶阀', 'VAV butterfly valves', 'Full stroke within 2 s, ±5% accuracy'],
  ['img/products/control_system-3.svg', '控制系统', 'Control systems', 'Room pressure cascades, BMS integration'],
  ['img/products/panel-1.svg', '房间控制面板', 'Room panels', 'Live pressure, alarms and modes at the door'],
  ['img/products/sensor-1.svg', '传感器', 'Sensors', 'Differential pressure, airflow, sash position'],
];
products.forEach(([file, zh, en, spec], i) => {
  const x = M + i * 152, cw = 140;
  doc.roundedRect(x, 112, cw, 330, 10).fill('#ffffff');
  svg(file, x + 5, 120, cw - 10, cw - 10, 'meet');
  doc.font('B').fontSize(13).fillColor(C.dark).text(zh, x + 12, 268, { width: cw - 24 });
  doc.font('B').fontSize(10).fillColor(C.primary).text(en, x + 12, 290, { width: cw - 24 });
  doc.rect(x + 12, 312, 24, 2).fill(C.accent);
  para(spec, x + 12, 322, cw - 24, 9, C.muted);
});
const specs: [string, string][] = [['60–17,000 m³/h', 'Flow range'], ['< 1 s', 'Response time'], ['±5%', 'Accuracy'], ['20:1', 'Turndown'], ['150–750 Pa', 'Pressure independence'], ['21 points', 'Factory calibration']];
specs.forEach(([v, k], i) => {
  const x = M + i * 125;
  doc.font('B').fontSize(14).fillColor(C.primary).text(v, x, 462);
  doc.font('R').fontSize(8.5).fillColor(C.muted).text(k, x, 482);
});

// 4. Solutions.
header(4, '解决方案', 'Solutions');
const sols: [string, string, string][] = [
  ['biosafety', '生物安全', 'Biosafety laboratories'], ['biological_science', '生命科学', 'Life-science research'], ['Inspection', '检验检测', 'Inspection & testing'],
  ['Medical', '医疗卫生', 'Hospitals'], ['Intelligent_system', '智慧系统', 'Intelligent systems'],
];
sols.forEach(([code, zh, en], i) => {
  const big = i === 0;
  const x = big ? M : M + 300 + ((i - 1) % 2) * 225, yy = big ? 112 : 112 + Math.floor((i - 1) / 2) * 205;
  const w = big ? 286 : 213, h = big ? 400 : 190;
  clipSvg(`img/solutions/${code}-1.svg`, x, yy, w, h);
  const band = doc.linearGradient(x, yy + h - 70, x, yy + h);
  band.stop(0, C.dark, 0).stop(1, C.dark, 0.85);
  doc.rect(x, yy + h - 70, w, 70).fill(band);
  doc.font('B').fontSize(13).fillColor('#ffffff').text(zh, x + 14, yy + h - 44);
  doc.font('R').fontSize(9).fillColor('#c9d8e8').text(en, x + 14, yy + h - 24);
});

// 5. Cases.
header(5, '成功案例', 'Success cases');
const cases: [number, string, string][] = [[1, '生物医药', 'Biopharma'], [2, '科研院校', 'Research & universities'], [3, '医院', 'Hospitals'], [4, '疾控检测', 'Disease control & testing'], [5, '石油化工', 'Petrochemical'], [6, '电子新能源', 'Electronics & new energy']];
cases.forEach(([n, zh, en], i) => {
  const x = M + (i % 3) * 252, yy = 112 + Math.floor(i / 3) * 150;
  clipSvg(`img/cases/${n}-1.svg`, x, yy, 240, 110);
  doc.font('B').fontSize(11).fillColor(C.dark).text(zh, x, yy + 116, { continued: true }).font('R').fontSize(9).fillColor(C.muted).text(`   ${en}`);
});
doc.font('R').fontSize(9).fillColor(C.muted).text('部分合作伙伴 · Selected partners', M, 418);
for (let i = 0; i < 12; i++) {
  const x = M + (i % 6) * 124, yy = 436 + Math.floor(i / 6) * 52;
  doc.roundedRect(x, yy, 116, 46, 6).fill('#ffffff');
  svg(`img/partners/partner-${String(i * 6 + 1).padStart(2, '0')}.svg`, x + 3, yy + 1, 110, 44, 'meet');
}

// 6. Craftsmanship.
header(6, '匠心品质', 'Craftsmanship & quality');
const crafts: [string, string, string][] = [['spring-force', '±5%', 'Spring force deviation over 11 points'], ['calibration-points', '51', 'Calibration points per valve'], ['tolerance', '0.2 mm', 'Machining tolerance'], ['endurance', '1,000,000+', 'Durability cycles']];
crafts.forEach(([key, v, k], i) => {
  const x = M + i * 188;
  clipSvg(`img/concepts/craft-${key}.svg`, x, 112, 176, 132);
  doc.font('B').fontSize(18).fillColor(C.primary).text(v, x, 256);
  para(k, x, 282, 170, 9, C.muted);
});
para('每一台阀门出厂前都经过 1400 余项测试与 21 点流量标定；弹簧力在 11 个点上的偏差控制在 ±5% 以内，机加工公差 0.2 mm，执行器耐久测试超过 100 万次。', M, 340, 740, 10.5);
para('Every valve leaves the factory after more than 1,400 tests and a 21-point flow calibration. Spring force stays within ±5% over 11 points, machining tolerance is 0.2 mm and actuators are cycle-tested beyond one million strokes.', M, 380, 740, 10, C.muted);
clipSvg('img/concepts/chapter-1.svg', M, 430, 360, 110);
clipSvg('img/concepts/chapter-3.svg', M + 380, 430, 366, 110);

// 7. Contact.
header(7, '联系我们', 'Contact us');
clipSvg('img/about/global.svg', 440, 112, 354, 300);
const contact: [string, string][] = [['地址 Address', '江苏省苏州市工业园区文拓路 88 号\n88 Wentuo Road, Suzhou Industrial Park, Suzhou, Jiangsu, China'], ['电话 Phone', '+86 512 6555 1997'], ['服务热线 Service hotline', '400-800-1997 (7×24)'], ['邮箱 Email', 'info@ventaura.example'], ['网站 Website', 'www.ventaura.example']];
y = 118;
for (const [k, v] of contact) {
  doc.font('R').fontSize(9).fillColor(C.accent).text(k, M, y);
  y = para(v, M, y + 14, 340, 11, C.dark, 'B') + 12;
}
doc.roundedRect(M, 430, 110, 110, 8).fill('#ffffff');
svg('img/contact/qr.svg', M + 5, 435, 100, 100, 'meet');
para('扫码访问英文官网联系页\nScan to reach us online', M + 124, 460, 200, 9, C.muted);

mkdirSync(dirname(out), { recursive: true });
const stream = doc.pipe(createWriteStream(out));
doc.end();
stream.on('finish', () => console.log(`Corporate_Brochure.pdf ${(statSync(out).size / 1024).toFixed(0)} KB`));
