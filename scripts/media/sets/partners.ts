// Fictional partner organisations: wordmark logos (240×96) and content/partners.json.
import { FONT, at, d, g, rect, circle, path, poly, text, lighten, type Pt } from '../lib/svg.ts';
import { svg, type Out } from './common.ts';

// [caseType, English name, Chinese name]. Every name is invented for this demo site.
const PARTNERS: [string, string, string][] = [
  ['1', 'Meridian Crest Biologics', '子午峰生物'], ['1', 'Auralis Therapeutics', '奥瑞利斯医药'], ['1', 'Lanchuan Biopharma', '岚川生物制药'],
  ['1', 'Norvance Life Sciences', '诺万斯生命科学'], ['1', 'Helixtide Bio', '螺潮生物'], ['1', 'Suyun Pharmaceutical', '苏韵制药'],
  ['1', 'Cobaltia Biotech', '钴蓝生物科技'], ['1', 'Verdance Vaccines', '绿衡疫苗'], ['1', 'Zhenyuan Biologics', '臻元生物'],
  ['1', 'Pellucid Pharma', '澄明药业'], ['1', 'Amberleaf Biosciences', '琥叶生物'], ['1', 'Xinghe Cell Therapeutics', '星禾细胞治疗'],
  ['1', 'Orvella Pharmaceuticals', '奥维拉药业'], ['1', 'Tidewell Biologics', '潮泉生物'], ['1', 'Jinlan Biopharm', '锦岚生物医药'],
  ['1', 'Quillon Therapeutics', '奎隆医疗科技'], ['1', 'Stellan Bioworks', '斯特兰生物工场'], ['1', 'Hanqiao Pharma', '汉桥药业'],
  ['1', 'Cyanport Biotech', '青港生物'], ['1', 'Kestrel Peak Pharma', '隼峰制药'], ['1', 'Yunmu Biotechnology', '云木生物'],
  ['1', 'Solvane Life Sciences', '索尔万生命科学'], ['1', 'Brightfen Biologics', '明芬生物'], ['1', 'Anrui Gene Medicine', '安睿基因医药'],
  ['1', 'Halcyra Therapeutics', '海希拉医药'], ['1', 'Mosswood Pharma', '苔林药业'], ['1', 'Ruiquan Biologics', '瑞泉生物制品'],
  ['1', 'Tessaline Bio', '泰莎琳生物'], ['1', 'Fengchi Pharmaceutical', '丰驰制药'], ['1', 'Nimbryx Biotech', '宁布瑞生物'],
  ['1', 'Silverbirch Biomanufacturing', '银桦生物制造'], ['1', 'Qiaolin Vaccine Institute', '乔林疫苗研究所'],
  ['2', 'Eastvale University of Technology', '东谷理工大学'], ['2', 'Northbridge Institute of Life Sciences', '北桥生命科学研究院'],
  ['2', 'Lakeshire University', '湖郡大学'], ['2', 'Westmere Academy of Sciences', '西湄科学院'], ['2', 'Jiangyue Normal University', '江月师范大学'],
  ['2', 'Harborview Institute of Materials', '港景材料研究所'], ['2', 'Southfield Medical University', '南原医科大学'], ['2', 'Pinecrest Polytechnic', '松岭理工学院'],
  ['2', 'Riverton Chemical Research Institute', '河屯化学研究院'], ['2', 'Yunhai University', '云海大学'],
  ['3', 'Lanting Medical Center', '兰亭医学中心'], ['3', "Qingwu People's Hospital", '清梧人民医院'], ['3', "Maplebrook Children's Hospital", '枫溪儿童医院'],
  ['3', 'Harmonia Heart Institute', '和瑞心脏研究所'], ['3', 'Anhe Infectious Disease Hospital', '安禾传染病医院'], ['3', 'Silverlake University Hospital', '银湖大学附属医院'],
  ['3', 'Dongyan Maternal & Child Hospital', '东岩妇幼保健院'], ['3', 'Rosewater Oncology Center', '玫泉肿瘤中心'], ['3', 'Jingshan Rehabilitation Hospital', '靖山康复医院'],
  ['4', 'Eastvale Center for Disease Control', '东谷疾病预防控制中心'], ['4', 'Lanchuan Municipal CDC', '岚川市疾病预防控制中心'], ['4', 'Precisa Testing Group', '精检测试集团'],
  ['4', 'Northbridge Drug Inspection Institute', '北桥药品检验研究院'], ['4', 'Verity Analytical Labs', '维瑞分析实验室'], ['4', 'Qingwu Customs Inspection Center', '清梧海关技术中心'],
  ['4', 'Sentinel Biosafety Laboratory', '哨卫生物安全实验室'], ['4', 'Tianheng Quality Testing', '天衡质检'],
  ['5', 'Harborline Petrochemical', '港线石化'], ['5', 'Redstone Refining', '赤石炼化'], ['5', 'Pacifica Polymer Works', '太和聚合物'],
  ['5', 'Jinhai Chemical Industry Park', '金海化工园区'], ['5', 'Polaran Fine Chemicals', '极岚精细化工'], ['5', 'Cindral Energy & Chemicals', '辛德拉能源化工'],
  ['5', 'Tarnwell Petroleum Research Institute', '塔恩威尔石油研究院'], ['5', 'Baiyang Catalyst Materials', '白杨催化材料'],
  ['6', 'Siltrava Semiconductor', '矽川半导体'], ['6', 'Voltessa Battery', '沃泰莎电池'], ['6', 'Nanoridge Microelectronics', '纳岭微电子'],
  ['6', 'Helioforge Solar', '晶炉光伏'], ['6', 'Cathodia New Energy', '凯瑟迪亚新能源'], ['6', 'Photonridge Display', '光岭显示'],
  ['6', 'Gridwell Energy Storage', '格瑞储能'], ['6', 'Xinrui Wafer Technologies', '芯睿晶圆科技'], ['6', 'Ampero Materials', '安珀罗材料'],
];

const COLORS = ['#1d3b6e', '#0f5c56', '#6b1f2a', '#2b3440', '#3d2f6b', '#7a5a1c', '#125e8a', '#3f5e2a', '#5a3a2a', '#0a4a8f'];
const SERIF = "Georgia, 'Times New Roman', 'Noto Serif CJK SC', serif";

type Emblem = (x: number, y: number, s: number, c: string, initials: string, serif: boolean) => string;
const hex = (x: number, y: number, r: number): Pt[] => Array.from({ length: 6 }, (_, i) => [x + r * Math.cos((i * Math.PI) / 3 + Math.PI / 6), y + r * Math.sin((i * Math.PI) / 3 + Math.PI / 6)] as Pt);

/** Emblems suited to each sector; picked by case type plus index for variety. */
const EMBLEMS: Record<string, Emblem[]> = {
  '1': [
    (x, y, s, c) => g({}, [circle(x - s * 0.3, y + s * 0.2, s * 0.22, { fill: c }), circle(x + s * 0.3, y + s * 0.2, s * 0.22, { fill: lighten(c, 0.35) }), circle(x, y - s * 0.3, s * 0.22, { fill: lighten(c, 0.15) }), path(d`M${x - s * 0.3} ${y + s * 0.2}L${x} ${y - s * 0.3}L${x + s * 0.3} ${y + s * 0.2}Z`, { fill: 'none', stroke: c, 'stroke-width': s * 0.06 })]),
    (x, y, s, c) => path(d`M${x - s * 0.35} ${y - s * 0.5}C${x + s * 0.5} ${y - s * 0.2} ${x - s * 0.5} ${y + s * 0.2} ${x + s * 0.35} ${y + s * 0.5}M${x + s * 0.35} ${y - s * 0.5}C${x - s * 0.5} ${y - s * 0.2} ${x + s * 0.5} ${y + s * 0.2} ${x - s * 0.35} ${y + s * 0.5}`, { fill: 'none', stroke: c, 'stroke-width': s * 0.1, 'stroke-linecap': 'round' }),
    (x, y, s, c) => path(d`M${x} ${y - s * 0.5}C${x + s * 0.55} ${y - s * 0.2} ${x + s * 0.35} ${y + s * 0.45} ${x} ${y + s * 0.5}C${x - s * 0.35} ${y + s * 0.45} ${x - s * 0.55} ${y - s * 0.2} ${x} ${y - s * 0.5}Z`, { fill: c }) + path(d`M${x} ${y - s * 0.3}V${y + s * 0.45}`, { stroke: '#fff', 'stroke-width': s * 0.05 }),
    (x, y, s, c, ini) => rect(x - s * 0.48, y - s * 0.48, s * 0.96, s * 0.96, { rx: s * 0.22, fill: c }) + text(x, y + s * 0.18, ini, { 'font-size': s * 0.5, 'font-weight': 700, fill: '#fff', 'text-anchor': 'middle' }),
  ],
  '2': [
    (x, y, s, c, ini, serif) => path(d`M${x - s * 0.45} ${y - s * 0.5}H${x + s * 0.45}V${y}C${x + s * 0.45} ${y + s * 0.3} ${x + s * 0.2} ${y + s * 0.45} ${x} ${y + s * 0.55}C${x - s * 0.2} ${y + s * 0.45} ${x - s * 0.45} ${y + s * 0.3} ${x - s * 0.45} ${y}Z`, { fill: c }) + text(x, y + s * 0.15, ini, { 'font-size': s * 0.42, 'font-weight': 700, fill: '#fff', 'text-anchor': 'middle', 'font-family': serif ? SERIF : FONT }),
    (x, y, s, c, ini) => circle(x, y, s * 0.5, { fill: 'none', stroke: c, 'stroke-width': s * 0.06 }) + circle(x, y, s * 0.38, { fill: c }) + text(x, y + s * 0.14, ini, { 'font-size': s * 0.36, 'font-weight': 700, fill: '#fff', 'text-anchor': 'middle', 'font-family': SERIF }),
  ],
  '3': [
    (x, y, s, c) => rect(x - s * 0.48, y - s * 0.48, s * 0.96, s * 0.96, { rx: s * 0.2, fill: c }) + rect(x - s * 0.1, y - s * 0.32, s * 0.2, s * 0.64, { fill: '#fff' }) + rect(x - s * 0.32, y - s * 0.1, s * 0.64, s * 0.2, { fill: '#fff' }),
    (x, y, s, c) => path(d`M${x} ${y + s * 0.45}C${x - s * 0.7} ${y} ${x - s * 0.4} ${y - s * 0.6} ${x} ${y - s * 0.2}C${x + s * 0.4} ${y - s * 0.6} ${x + s * 0.7} ${y} ${x} ${y + s * 0.45}Z`, { fill: c }),
  ],
  '4': [
    (x, y, s, c) => poly(hex(x, y, s * 0.5), { fill: c }) + circle(x, y, s * 0.2, { fill: 'none', stroke: '#fff', 'stroke-width': s * 0.07 }),
    (x, y, s, c) => path(d`M${x} ${y - s * 0.5}L${x + s * 0.45} ${y - s * 0.3}V${y + s * 0.05}C${x + s * 0.45} ${y + s * 0.3} ${x + s * 0.2} ${y + s * 0.45} ${x} ${y + s * 0.55}C${x - s * 0.2} ${y + s * 0.45} ${x - s * 0.45} ${y + s * 0.3} ${x - s * 0.45} ${y + s * 0.05}V${y - s * 0.3}Z`, { fill: c }) + path(d`M${x - s * 0.18} ${y}l${s * 0.13} ${s * 0.14}l${s * 0.25} ${s * 0.28 * -1}`, { fill: 'none', stroke: '#fff', 'stroke-width': s * 0.08, 'stroke-linecap': 'round' }),
  ],
  '5': [
    (x, y, s, c) => path(d`M${x} ${y - s * 0.55}C${x + s * 0.25} ${y - s * 0.2} ${x + s * 0.4} ${y} ${x + s * 0.4} ${y + s * 0.15}A${s * 0.4} ${s * 0.4} 0 0 1 ${x - s * 0.4} ${y + s * 0.15}C${x - s * 0.4} ${y} ${x - s * 0.25} ${y - s * 0.2} ${x} ${y - s * 0.55}Z`, { fill: c }),
    (x, y, s, c) => poly(hex(x, y, s * 0.5), { fill: 'none', stroke: c, 'stroke-width': s * 0.09 }) + poly(hex(x, y, s * 0.22), { fill: c }),
  ],
  '6': [
    (x, y, s, c) => rect(x - s * 0.32, y - s * 0.32, s * 0.64, s * 0.64, { rx: s * 0.06, fill: c }) + path(Array.from({ length: 3 }, (_, i) => d`M${x - s * 0.2 + i * s * 0.2} ${y - s * 0.5}v${s * 0.14}M${x - s * 0.2 + i * s * 0.2} ${y + s * 0.36}v${s * 0.14}M${x - s * 0.5} ${y - s * 0.2 + i * s * 0.2}h${s * 0.14}M${x + s * 0.36} ${y - s * 0.2 + i * s * 0.2}h${s * 0.14}`).join(''), { stroke: c, 'stroke-width': s * 0.07 }),
    (x, y, s, c) => path(d`M${x + s * 0.1} ${y - s * 0.55}L${x - s * 0.3} ${y + s * 0.08}H${x}L${x - s * 0.1} ${y + s * 0.55}L${x + s * 0.3} ${y - s * 0.08}H${x}Z`, { fill: c }),
  ],
};

function initials(name: string): string {
  return name.split(/\s+/).filter((w) => /^[A-Z]/.test(w) && !['of', 'for', '&'].includes(w)).slice(0, 2).map((w) => w[0]).join('');
}

/** Split a long name into two balanced lines at a word boundary. */
function lines(name: string, max: number): string[] {
  if (name.length <= max) return [name];
  const words = name.split(' ');
  let best = [name], bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' '), b = words.slice(i).join(' ');
    const diff = Math.max(a.length, b.length);
    if (diff < bestDiff) { bestDiff = diff; best = [a, b]; }
  }
  return best;
}

function wordmark(idx: number, type: string, en: string, zh: string): string {
  const c = at(COLORS, idx * 7 + Number(type));
  const serif = type === '2' || (type === '3' && idx % 2 === 0);
  const font = serif ? SERIF : FONT;
  const style = idx % 3; // 0: emblem left, 1: emblem top-left small + caps, 2: text only with accent bar
  const emblem = at(EMBLEMS[type] ?? [], idx);
  const out: string[] = [];
  const caps = style === 1 && !serif;
  const label = caps ? en.toUpperCase() : en;
  const avail = style === 2 ? 212 : 160;
  const ls = lines(label, caps ? 15 : 19);
  // Width per character as a fraction of the font size (Arial-like; caps are wider and tracked).
  const charW = caps ? 0.78 : serif ? 0.6 : 0.58;
  const size = Math.min(22, ...ls.map((l) => avail / (l.length * charW)));
  const tx = style === 2 ? 14 : 70;
  // Centre the block (name lines + Chinese line) vertically in the 96 px tile.
  const lineH = size * 1.1, block = ls.length * lineH + 17;
  const top = Math.max(style === 2 ? 16 : 8, (96 - block) / 2);
  if (style !== 2) out.push(emblem(38, 48, 44, c, initials(en), serif));
  else out.push(rect(14, top - 9, 28, 5, { rx: 2.5, fill: c }), rect(46, top - 9, 10, 5, { rx: 2.5, fill: lighten(c, 0.5) }));
  ls.forEach((l, i) => out.push(text(tx, top + i * lineH + size * 0.86, l, { 'font-size': size, 'font-weight': serif ? 600 : i === 0 ? 700 : 500, fill: c, 'font-family': font, 'letter-spacing': caps ? size * 0.06 : undefined })));
  out.push(text(tx, top + ls.length * lineH + 13, zh, { 'font-size': 11, fill: '#5b6a7a', 'letter-spacing': 1.5 }));
  return out.join('');
}

export interface Partner { id: string; caseType: string; partnerName: { 'zh-CN': string; en: string }; partnerLogo: string; sort: number }

export function partnerSet(): { svgs: Out[]; json: Partner[] } {
  const svgs: Out[] = [];
  const json: Partner[] = [];
  const perType: Record<string, number> = {};
  PARTNERS.forEach(([type, en, zh], i) => {
    const nn = String(i + 1).padStart(2, '0');
    const file = `img/partners/partner-${nn}.svg`;
    svgs.push(svg(file, 240, 96, en, () => wordmark(i, type, en, zh)));
    perType[type] = (perType[type] ?? 0) + 1;
    // 19-digit ids, deterministic: fixed prefix + zero-padded running number.
    json.push({ id: `179000000009${String(i + 1).padStart(7, '0')}`, caseType: type, partnerName: { 'zh-CN': zh, en }, partnerLogo: `/${file}`, sort: perType[type] });
  });
  return { svgs, json };
}
