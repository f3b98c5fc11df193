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
