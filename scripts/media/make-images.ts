// Draws every picture of the site and writes what is served of it. Run from the repo root:
//   node scripts/media/make-images.ts            (apt: librsvg2-bin, webp)
// A drawing served as SVG (sets/served.ts) goes to public/ as it is. Any other is a content picture: its SVG
// master goes to scripts/media/artwork/, and public/ gets it as WebP at the drawing's width, at twice that
// (`-2x`, for dense screens) and, for the products' pictures, at half (`-half`, for the product ring), listed
// with its width in src/media/own-pictures.json for the pages' `srcset`.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { brandSet } from './sets/brand.ts';
import { bannerSet, pageBannerSet } from './sets/banners.ts';
import { productSet, productCategorySet } from './sets/products.ts';
import { productCaseSet, solutionSet, caseSet, aboutSet } from './sets/scenes.ts';
import { newsSet } from './sets/news.ts';
import { craftSet, chapterSet } from './sets/concepts.ts';
import { certificateSet } from './sets/certificates.ts';
import { partnerSet } from './sets/partners.ts';
import { mapSet } from './sets/map.ts';
import { isVector, servedName } from './sets/served.ts';
import { densePath, halfPath, hasHalfFile } from '../../src/media/paths.ts';
import { everyFile, type Out } from './sets/common.ts';

const root = join(dirname(new URL(import.meta.url).pathname), '../..');
const tool = promisify(execFile);
const partners = partnerSet();
const outputs = everyFile([
  ...brandSet(), ...bannerSet(), ...pageBannerSet(), ...productSet(), ...productCategorySet(),
  ...productCaseSet(), ...solutionSet(), ...caseSet(), ...aboutSet(), ...newsSet(),
  ...craftSet(), ...chapterSet(), ...certificateSet(), ...partners.svgs, ...mapSet(),
]);

const write = (path: string, data: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
};
const tmp = mkdtempSync(join(tmpdir(), 'ventaura-images-'));

/** Renders the master at `zoom` × its size and encodes it: lossy, with the edges of transparent drawings kept clean. */
async function webp(master: string, zoom: number, out: string): Promise<number> {
  const png = join(tmp, `${out.replace(/\W/g, '_')}.png`);
  await tool('rsvg-convert', ['-z', String(zoom), '-o', png, master]);
  await tool('cwebp', ['-quiet', '-q', '80', '-m', '6', '-alpha_q', '90', png, '-o', out]);
  rmSync(png);
  return statSync(out).size;
}

async function serve(o: Out): Promise<number> {
  if (isVector(o.file)) {
    write(join(root, 'public', o.file), o.data);
    return o.data.length;
  }
  const master = join(root, 'scripts/media/artwork', o.file);
  write(master, o.data);
  const served = join(root, 'public', servedName(o.file));
  rmSync(join(root, 'public', o.file), { force: true });
  const both = (await webp(master, 1, served)) + (await webp(master, 2, densePath(served)));
  if (!hasHalfFile(`/${servedName(o.file)}`)) return both;
  // Half of an odd width would be a file narrower or wider than its `srcset` says.
  if (o.width % 2) throw new Error(`${o.file}: a drawing with a -half file needs an even width, not ${o.width}`);
  return both + (await webp(master, 0.5, halfPath(served)));
}

try {
  const sizes: number[] = [];
  const queue = [...outputs];
  // Two at a time: each tool is single-threaded.
  await Promise.all([0, 1].map(async () => {
    for (let o = queue.shift(); o; o = queue.shift()) sizes.push(await serve(o));
  }));
  const bytes = sizes.reduce((a, b) => a + b, 0);
  const own = Object.fromEntries(outputs.filter((o) => !isVector(o.file)).map((o) => [`/${servedName(o.file)}`, o.width] as const).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(join(root, 'src/media/own-pictures.json'), JSON.stringify(own, null, 2) + '\n');
  writeFileSync(join(root, 'content/partners.json'), JSON.stringify(partners.json, null, 2) + '\n');
  console.log(`${outputs.length} drawings (${Object.keys(own).length} served as WebP, two or three files each), ${(bytes / 1024).toFixed(0)} KB served; ${partners.json.length} partners`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
