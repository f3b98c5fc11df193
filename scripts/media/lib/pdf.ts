// What the brochure and the datasheets share: the embedded fonts and drawing our SVGs as vectors.
// Needs: npm pdfkit + svg-to-pdfkit; apt fonts-noto-cjk (subset-embedded) and fonts-liberation.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import { isVector } from '../sets/served.ts';

export const root = join(dirname(new URL(import.meta.url).pathname), '../../..');

const CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const LIB = '/usr/share/fonts/truetype/liberation/';

/**
 * Fonts: `R`/`B` one CJK family that covers both languages (pdfkit embeds only the glyphs used); `L`, `LB`,
 * `S`, `SB` the Liberation faces whose metrics match the Arial/Georgia the SVG text was laid out for.
 */
export function registerFonts(doc: PDFDocument): void {
  doc.registerFont('R', CJK, 'NotoSansCJKsc-Regular');
  doc.registerFont('B', CJK_BOLD, 'NotoSansCJKsc-Bold');
  doc.registerFont('L', LIB + 'LiberationSans-Regular.ttf');
  doc.registerFont('LB', LIB + 'LiberationSans-Bold.ttf');
  doc.registerFont('S', LIB + 'LiberationSerif-Regular.ttf');
  doc.registerFont('SB', LIB + 'LiberationSerif-Bold.ttf');
}

const CJK_RE = /[\u3000-\u9fff\uff00-\uffef]/;

/** Pick an embedded font for SVG text: Latin-only runs get the metric-compatible Liberation faces. */
function svgFonts(markup: string): string {
  return markup.replace(/<text([^>]*)>([^<]*)<\/text>/g, (m, a: string, t: string) => {
    if (CJK_RE.test(t)) return m;
    const serif = /Georgia/.test(a);
    return `<text${a.replace(/font-family="[^"]*"/, `font-family="${serif ? 'LatinSerif' : 'Latin'}"`)}>${t}</text>`;
  });
}
const fontFor = (family: string, bold: boolean) => (family.includes('LatinSerif') ? (bold ? 'SB' : 'S') : family.includes('Latin') ? (bold ? 'LB' : 'L') : bold ? 'B' : 'R');

/**
 * A drawing's SVG, named as public/ or the content names it: the served file when the site serves the SVG, else
 * its master (scripts/media/artwork/), so that a PDF keeps the vectors of a picture the site serves as WebP.
 */
export function drawingText(rel: string): string {
  const file = rel.replace(/^\//, '').replace(/\.webp$/, '.svg');
  return readFileSync(join(root, isVector(file) ? 'public' : 'scripts/media/artwork', file), 'utf8');
}

/** Drawing helpers bound to one document. */
export function pdfTools(doc: PDFDocument) {
  /** Draw one of our SVGs as vectors, fitted ('meet') or cropped to fill ('slice'). */
  function svg(rel: string, x: number, y: number, w: number, h: number, fit: 'meet' | 'slice' = 'slice'): void {
    SVGtoPDF(doc, svgFonts(drawingText(rel)), x, y, { width: w, height: h, preserveAspectRatio: `xMidYMid ${fit}`, fontCallback: fontFor });
  }
  function clipSvg(rel: string, x: number, y: number, w: number, h: number, r = 8): void {
    doc.save();
    doc.roundedRect(x, y, w, h, r);
    (doc as unknown as { clip(): void }).clip();
    svg(rel, x, y, w, h);
    doc.restore();
  }
  /** A paragraph; returns the y below it. */
  function para(s: string, x: number, y: number, w: number, size: number, color: string, font = 'R'): number {
    doc.font(font).fontSize(size).fillColor(color).text(s, x, y, { width: w, lineGap: size * 0.45 });
    return y + doc.heightOfString(s, { width: w, lineGap: size * 0.45 });
  }
  return { svg, clipSvg, para };
}
