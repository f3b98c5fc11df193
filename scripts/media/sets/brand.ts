// Logo, favicon, UI icons and the contact QR code.
import QRCode from 'qrcode';
import { C, rect, path, circle, g } from '../lib/svg.ts';
import { mark, logo } from '../draw/brand.ts';
import { svg, type Out } from './common.ts';

export const CONTACT_URL = 'https://www.ventaura.example/en/contact/';

export function brandSet(): Out[] {
  const out: Out[] = [
    svg('favicon.svg', 40, 40, 'Ventaura', (doc) => mark(doc)),
    svg('img/brand/logo.svg', 180, 40, 'Ventaura Flow Control', (doc) => logo(doc)),
    svg('img/brand/logo-white.svg', 180, 40, 'Ventaura Flow Control', (doc) => logo(doc, true)),
    // Icons sit on the video banner, so they are drawn in white.
    svg('img/icons/brochure.svg', 24, 24, 'Brochure', () => g({ fill: 'none', stroke: '#ffffff', 'stroke-width': 1.8, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }, [
      path('M6 2.5h8.5L19 7v14.5H6z'), path('M14.5 2.5V7H19'), path('M9 11h7M9 14.5h7M9 18h4'),
    ])),
    svg('img/icons/play.svg', 24, 24, 'Play', () => circle(12, 12, 10.2, { fill: 'none', stroke: '#ffffff', 'stroke-width': 1.8 }) + path('M10 8.2v7.6l6.2-3.8z', { fill: '#ffffff' })),
  ];
  out.push(qr());
  return out;
}

/** A real, scannable QR code: one path of dark modules with a 4-module quiet zone. */
function qr(): Out {
  const code = QRCode.create(CONTACT_URL, { errorCorrectionLevel: 'M' });
  const n: number = code.modules.size, data: Uint8Array = code.modules.data;
  const q = 4, cell = 8, size = (n + 2 * q) * cell;
  let dd = '';
  for (let y = 0; y < n; y++) {
    let x = 0;
    while (x < n) {
      if (!data[y * n + x]) { x++; continue; }
      let run = 1;
      while (x + run < n && data[y * n + x + run]) run++;
      dd += `M${(x + q) * cell} ${(y + q) * cell}h${run * cell}v${cell}h-${run * cell}z`;
      x += run;
    }
  }
  return svg('img/contact/qr.svg', size, size, `QR code: ${CONTACT_URL}`, () => rect(0, 0, size, size, { fill: '#ffffff' }) + path(dd, { fill: C.dark, 'shape-rendering': 'crispEdges' }));
}
