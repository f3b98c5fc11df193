// Minimal types for the untyped npm packages the media scripts use (only what they call).
declare module 'fontkit' {
  interface Path { scale(x: number, y: number): Path; translate(x: number, y: number): Path; toSVG(): string }
  interface GlyphRun { glyphs: { path: Path }[]; positions: { xAdvance: number }[] }
  interface Font { unitsPerEm: number; layout(text: string): GlyphRun }
  export function openSync(path: string): Font;
}

declare module 'qrcode' {
  const QRCode: { create(text: string, opts: { errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' }): { modules: { size: number; data: Uint8Array } } };
  export default QRCode;
}

declare module 'pdfkit' {
  interface Gradient { stop(offset: number, color: string, opacity?: number): Gradient }
  interface TextOptions { width?: number; height?: number; align?: 'left' | 'center' | 'right' | 'justify'; lineGap?: number; characterSpacing?: number; continued?: boolean }
  class PDFDocument {
    constructor(opts?: { size?: string | [number, number]; layout?: 'portrait' | 'landscape'; margin?: number; autoFirstPage?: boolean; compress?: boolean; info?: Record<string, string | Date>; lang?: string; displayTitle?: boolean });
    readonly page: { width: number; height: number };
    addPage(opts?: { size?: string | [number, number]; layout?: 'portrait' | 'landscape'; margin?: number }): this;
    registerFont(name: string, src: string, family?: string): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string | Gradient, opacity?: number): this;
    strokeColor(color: string, opacity?: number): this;
    lineWidth(w: number): this;
    text(s: string, x?: number, y?: number, opts?: TextOptions): this;
    heightOfString(s: string, opts?: TextOptions): number;
    widthOfString(s: string, opts?: TextOptions): number;
    rect(x: number, y: number, w: number, h: number): this;
    roundedRect(x: number, y: number, w: number, h: number, r: number): this;
    circle(x: number, y: number, r: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string | Gradient): this;
    stroke(): this;
    save(): this;
    restore(): this;
    linearGradient(x1: number, y1: number, x2: number, y2: number): Gradient;
    pipe<T>(dest: T): T;
    end(): void;
    on(ev: string, cb: () => void): this;
  }
  export default PDFDocument;
}

declare module 'svg-to-pdfkit' {
  import type PDFDocument from 'pdfkit';
  export default function SVGtoPDF(doc: PDFDocument, svg: string, x: number, y: number, opts?: { width?: number; height?: number; preserveAspectRatio?: string; fontCallback?: (family: string, bold: boolean, italic: boolean) => string }): void;
}
