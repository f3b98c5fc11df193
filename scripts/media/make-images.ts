// Writes every SVG under public/ (and content/partners.json). Run from the repo root:
//   node scripts/media/make-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brandSet } from './sets/brand.ts';
import { bannerSet, pageBannerSet } from './sets/banners.ts';
import { productSet, productCategorySet } from './sets/products.ts';
import { productCaseSet, solutionSet, caseSet, aboutSet } from './sets/scenes.ts';
import { newsSet } from './sets/news.ts';
import { craftSet, chapterSet } from './sets/concepts.ts';
import { certificateSet } from './sets/certificates.ts';
import { partnerSet } from './sets/partners.ts';
import { mapSet } from './sets/map.ts';

const root = join(dirname(new URL(import.meta.url).pathname), '../..');
const partners = partnerSet();
const outputs = [
  ...brandSet(), ...bannerSet(), ...pageBannerSet(), ...productSet(), ...productCategorySet(),
  ...productCaseSet(), ...solutionSet(), ...caseSet(), ...aboutSet(), ...newsSet(),
  ...craftSet(), ...chapterSet(), ...certificateSet(), ...partners.svgs, ...mapSet(),
];

let bytes = 0;
for (const o of outputs) {
  const p = join(root, 'public', o.file);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, o.data);
  bytes += o.data.length;
}
writeFileSync(join(root, 'content/partners.json'), JSON.stringify(partners.json, null, 2) + '\n');
console.log(`${outputs.length} SVG files, ${(bytes / 1024).toFixed(0)} KB; ${partners.json.length} partners`);
