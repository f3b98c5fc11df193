// Writes src/content/documents/catalog.json, the list of downloadable documents the File page and the viewer
// show: each document's titles and, per file, its size in bytes, its page count and its page size (points), read
// from the PDFs themselves. Run after make-brochure.ts and make-datasheets.ts:
//   node scripts/media/make-document-catalog.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENTS } from './data/documents.ts';
import { root } from './lib/pdf.ts';

/** Page count and first page size of a PDF pdfkit wrote (uncompressed object dictionaries). */
function measure(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text);
  if (!pages || !box) throw new Error('not a PDF this script understands');
  return { bytes: pdf.length, pages, width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
}

const catalog = DOCUMENTS.map(({ editions, ...doc }) => ({
  ...doc,
  editions: editions.map(({ file, ...edition }) => ({ ...edition, href: `/${file}`, ...measure(readFileSync(join(root, 'public', file))) })),
}));
const out = join(root, 'src/content/documents/catalog.json');
writeFileSync(out, `${JSON.stringify(catalog, null, 2)}\n`);
console.log(`catalog.json: ${catalog.length} documents, ${catalog.reduce((n, d) => n + d.editions.length, 0)} files`);
