// Builds one datasheet per product category and language, public/pdf/datasheets/{categoryCode}.{lang}.pdf
// (A4 portrait), from the demo content: the category (name, subtitle, description, features) and its products
// (image, advertisement, the specification table and key features of their details). Run after make-images.ts
// (it embeds those SVGs), then make-document-catalog.ts:
//   node scripts/media/make-datasheets.ts
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { pdfTools, registerFonts, root } from './lib/pdf.ts';
import { C } from './lib/svg.ts';
import { datasheetFile, datasheetTitle, type Lang, type Text } from './data/documents.ts';

interface Category { categoryCode: string; categoryName: Text; subtitle: Text; description: Text; image: string; sort: number; feature: { name: Text; value: Text }[] }
interface Product { productCode: string; productName: Text; productImage: string; advertisement: Text; productDetails: Text; categoryCode: string; sort: number }
interface Config { key: string; valueDefault: string | Text }

const json = <T>(name: string): T => JSON.parse(readFileSync(join(root, 'content', name), 'utf8')) as T;
const categories = json<Category[]>('product-categories.json').sort((a, b) => a.sort - b.sort);
const products = json<Product[]>('products.json').sort((a, b) => a.sort - b.sort);
const configs = json<Config[]>('configs.json');
const setting = (key: string, lang: Lang) => {
  const value = configs.find((c) => c.key === key)?.valueDefault ?? '';
  return typeof value === 'string' ? value : value[lang];
};

const W = 595, H = 842, M = 42;

/** The interface words of a datasheet. */
const WORDS = {
  'zh-CN': { kind: '产品样本', kindEn: 'DATASHEET', range: '产品系列', specs: '技术参数', features: '产品特点', contact: '联系我们', page: (n: number, of: number) => `第 ${n} 页 / 共 ${of} 页` },
  en: { kind: 'Datasheet', kindEn: 'DATASHEET', range: 'Product range', specs: 'Specifications', features: 'Key features', contact: 'Contact us', page: (n: number, of: number) => `Page ${n} of ${of}` },
} as const;

/** The specification rows, key features and paragraphs of a product's details (our own, regular HTML). */
function details(html: string) {
  const text = (s: string) => s.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();
  const rows = [...html.matchAll(/<tr><td>(.*?)<\/td><td>(.*?)<\/td><\/tr>/g)].map((m) => [text(m[1] ?? ''), text(m[2] ?? '')] as const);
  const features = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => text(m[1] ?? ''));
  const paragraphs = [...html.matchAll(/<p>(.*?)<\/p>/g)].map((m) => text(m[1] ?? ''));
  return { rows, features, paragraphs };
}

function datasheet(category: Category, lang: Lang): Promise<void> {
  const out = join(root, 'public', datasheetFile(category.categoryCode, lang));
  const w = WORDS[lang];
  const name = category.categoryName[lang];
  const brand = setting('brand_name', lang);
  // Latin-only text needs no CJK glyphs: the English sheets embed only the Liberation faces.
  const [R, B] = lang === 'en' ? ['L', 'LB'] : ['R', 'B'];
  const doc = new PDFDocument({
    size: 'A4', margin: 0, autoFirstPage: false, lang, displayTitle: true,
    info: { Title: `${brand} · ${datasheetTitle(name, lang)}`, Author: brand, Subject: category.subtitle[lang], CreationDate: new Date('2024-11-19T00:00:00Z') },
  });
  registerFonts(doc);
  const { svg, clipSvg, para } = pdfTools(doc);
  const items = products.filter((p) => p.categoryCode === category.categoryCode);
  const pageCount = 1 + items.length;
  let page = 0;

  function newPage(): void {
    doc.addPage();
    page += 1;
    doc.rect(0, 0, W, H).fill('#ffffff');
    // Footer: wordmark, page number.
    doc.rect(M, H - 46, W - 2 * M, 0.6).fill(C.steel);
    svg('img/brand/logo.svg', M, H - 36, 80, 18, 'meet');
    doc.font(R).fontSize(7.5).fillColor(C.muted).text(`${brand} · ${setting('contact_phone', lang)} · ${setting('contact_email', lang)}`, M + 92, H - 31, { width: 300 });
    doc.font(R).fontSize(7.5).fillColor(C.muted).text(w.page(page, pageCount), W - M - 120, H - 31, { width: 120, align: 'right' });
  }
  function heading(text: string, y: number): number {
    doc.rect(M, y + 3, 3, 13).fill(C.accent);
    doc.font(B).fontSize(12.5).fillColor(C.dark).text(text, M + 10, y);
    return y + 26;
  }

  // 1. The category: banner, description, headline figures, the range.
  newPage();
  clipSvg(category.image, 0, 0, W, 250, 0);
  // Dark under the whole text column (the subtitle runs to M + 330), fading out beyond it: the light product of
  // the picture behind never meets the text.
  const shade = doc.linearGradient(0, 0, W * 0.9, 0);
  shade.stop(0, C.dark, 0.94).stop(0.68, C.dark, 0.86).stop(1, C.dark, 0);
  doc.rect(0, 0, W, 250).fill(shade);
  svg('img/brand/logo-white.svg', M, 32, 130, 28, 'meet');
  doc.font(R).fontSize(9.5).fillColor(C.accent).text(lang === 'en' ? w.kindEn : `${w.kind} · ${w.kindEn}`, M, 116, { characterSpacing: 1.5 });
  doc.font(B).fontSize(28).fillColor('#ffffff').text(name, M, 134, { width: 380 });
  para(category.subtitle[lang], M, 180, 330, 10.5, '#c9d8e8', R);
  let y = para(category.description[lang], M, 276, W - 2 * M, 10, C.ink, R) + 18;
  const tileW = (W - 2 * M - 3 * 10) / 4;
  category.feature.slice(0, 4).forEach((f, i) => {
    const x = M + i * (tileW + 10);
    doc.roundedRect(x, y, tileW, 64, 6).fill(C.light);
    doc.font(B).fontSize(13).fillColor(C.primary).text(f.value[lang], x + 10, y + 12, { width: tileW - 20 });
    doc.font(R).fontSize(8.5).fillColor(C.muted).text(f.name[lang], x + 10, y + 40, { width: tileW - 20 });
  });
  y = heading(w.range, y + 88);
  const rowH = Math.min(96, (H - 70 - y) / items.length);
  items.forEach((p, i) => {
    const yy = y + i * rowH;
    doc.roundedRect(M, yy, rowH - 10, rowH - 10, 6).fill(C.light);
    svg(p.productImage, M + 2, yy + 2, rowH - 14, rowH - 14, 'meet');
    doc.font(B).fontSize(11).fillColor(C.dark).text(p.productName[lang], M + rowH + 4, yy + 10, { width: W - 2 * M - rowH - 4 });
    para(p.advertisement[lang], M + rowH + 4, yy + 30, W - 2 * M - rowH - 4, 9, C.muted, R);
  });

  // 2… A page per product: picture, summary, specification table, key features.
  for (const p of items) {
    newPage();
    const { rows, features, paragraphs } = details(p.productDetails[lang]);
    doc.roundedRect(M, 40, 200, 200, 8).fill(C.light);
    svg(p.productImage, M + 6, 46, 188, 188, 'meet');
    const x = M + 220, tw = W - M - x;
    doc.font(R).fontSize(8.5).fillColor(C.accent).text(name, x, 44, { width: tw, characterSpacing: 1 });
    doc.font(B).fontSize(17).fillColor(C.dark).text(p.productName[lang], x, 60, { width: tw });
    para(p.advertisement[lang], x, 60 + doc.heightOfString(p.productName[lang], { width: tw }) + 8, tw, 10, C.primary, R);
    let y = 262;
    for (const text of paragraphs) y = para(text, M, y, W - 2 * M, 9.5, C.ink, R) + 8;
    y = heading(w.specs, y + 10);
    rows.forEach(([k, v], r) => {
      if (r % 2 === 0) doc.rect(M, y - 5, W - 2 * M, 22).fill(C.light);
      doc.font(R).fontSize(9.5).fillColor(C.muted).text(k, M + 10, y, { width: 160 });
      doc.font(B).fontSize(9.5).fillColor(C.dark).text(v, M + 180, y, { width: W - 2 * M - 190 });
      y += 22;
    });
    y = heading(w.features, y + 18);
    for (const f of features) {
      doc.circle(M + 5, y + 6, 2.2).fill(C.accent);
      y = para(f, M + 16, y, W - 2 * M - 16, 9.5, C.ink, R) + 5;
    }
    if (y > H - 60) throw new Error(`${p.productCode} (${lang}): the page overflows`);
  }

  mkdirSync(dirname(out), { recursive: true });
  const stream = doc.pipe(createWriteStream(out));
  doc.end();
  return new Promise((done) => stream.on('finish', () => done()));
}

for (const category of categories) {
  for (const lang of ['zh-CN', 'en'] as const) await datasheet(category, lang);
}
console.log(`${categories.length * 2} datasheets in public/pdf/datasheets/`);
