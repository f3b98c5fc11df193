// Renders the home video banner: SVG frames (draw/cutaway.ts) → PNG via rsvg-convert → H.264 via ffmpeg,
// plus the WebP poster (first frame). Needs apt: librsvg2-bin, ffmpeg, webp. Run: node scripts/media/make-video.ts
import { mkdtempSync, writeFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { Doc } from './lib/svg.ts';
import { frame, W, H, T } from './draw/cutaway.ts';

const FPS = 25;
const root = join(dirname(new URL(import.meta.url).pathname), '../..');
const tmp = mkdtempSync(join(tmpdir(), 'ventaura-video-'));

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr?.toString().slice(-800)}`);
}

try {
  const n = T * FPS;
  for (let i = 0; i < n; i++) {
    const doc = new Doc(W, H, 'frame');
    const svgFile = join(tmp, 'frame.svg');
    writeFileSync(svgFile, doc.render(frame(doc, i / FPS)));
    run('rsvg-convert', ['-w', String(W), '-h', String(H), '-o', join(tmp, `f${String(i).padStart(4, '0')}.png`), svgFile]);
  }
  const mp4 = join(root, 'public/media/banner-video.mp4');
  run('mkdir', ['-p', dirname(mp4), join(root, 'public/img/banners')]);
  // No audio, yuv420p for every browser, faststart so playback begins before the download ends.
  run('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(tmp, 'f%04d.png'), '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation',
    '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', '-map_metadata', '-1', '-fflags', '+bitexact', mp4]);
  const poster = join(root, 'public/img/banners/video-poster.webp');
  run('cwebp', ['-quiet', '-q', '78', '-m', '6', join(tmp, 'f0000.png'), '-o', poster]);
  console.log(`banner-video.mp4 ${(statSync(mp4).size / 1024).toFixed(0)} KB, video-poster.webp ${(statSync(poster).size / 1024).toFixed(0)} KB`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
