// Home carousel banners, header popover banners and the 1920×600 page banners.
import { C, Doc, rect } from '../lib/svg.ts';
import { venturiValve, butterflyValve, twinVenturi } from '../draw/valves.ts';
import { roomPanel } from '../draw/devices.ts';
import { darkBackdrop, lightBackdrop, flowLines, leftShade, bottomShade, glow, globe, badge, dimension, callout } from '../draw/motifs.ts';
import { labScene, boothScene } from '../draw/scenes.ts';
import { siteScene } from '../draw/exteriors.ts';
import { network } from '../draw/network.ts';
import { shadow } from '../draw/parts.ts';
import { svg, place, type Out } from './common.ts';
import { BANNER_SHAPES, bannerShapeName, type BannerShape } from '../../../src/media/picture-names.ts';

/**
 * A home banner is drawn in every shape of BANNER_SHAPES (the page picks the one of the window's shape). In the two
 * landscape ones the artwork keeps right of 44 % of the width (the text's side, with the shade under it); in
 * the portrait ones, above 34 % of the height (the text stands below it).
 */
const FRAMES = (Object.keys(BANNER_SHAPES) as BannerShape[]).map((shape) => ({ shape, w: BANNER_SHAPES[shape].width, h: BANNER_SHAPES[shape].height }));
type Frame = (typeof FRAMES)[number];

/** Where a frame puts its artwork: the centre and the scale of a drawing made for 1920×1080's right side. */
function stageOf(f: Frame): { x: number; y: number; s: number; portrait: boolean } {
  if (f.h > f.w) return { x: f.w / 2, y: f.h * 0.2, s: 0.62 * Math.min(f.w / 900, 1.25), portrait: true };
  return { x: f.w * 0.44 + (f.w * 0.56) / 2, y: f.h * 0.52, s: Math.min(1, (f.w * 0.56) / (1920 * 0.56)), portrait: false };
}

/** One banner in every frame: `draw` lays out its artwork around `stage` (1 = as drawn for 1920×1080). */
function banner(n: number, title: string, draw: (doc: Doc, stage: ReturnType<typeof stageOf>, f: Frame) => string[]): Out[] {
  return FRAMES.map((f) => svg(bannerShapeName(`img/banners/banner-${n}.svg`, f.shape), f.w, f.h, title, (doc) => {
    const stage = stageOf(f);
    // The text's side is shaded: the left in landscape, the lower part of a portrait (src/ui/styles/home.css adds its own).
    return [...draw(doc, stage, f), stage.portrait ? bottomShade(doc, 0.36) : leftShade(doc, 0.55, 0.7)];
  }));
}

export function bannerSet(): Out[] {
  const W = 1920, H = 1080;
  return [
    // LCP image: a handful of flat shapes only, so it stays well under 30 KB.
    ...banner(1, 'Ventaura venturi valve with laminar airflow', (doc, st, f) => [
      darkBackdrop(doc, st.portrait ? 0.5 : 0.68, st.portrait ? 0.2 : 0.5, 64),
      flowLines(doc, st.portrait ? 0 : f.w * 0.29, f.w, st.y + 40 * st.s, 260 * st.s, 14, { pinch: 0.56, seed: 11, width: 2, opacity: 0.55 }),
      glow(doc, st.x + 10 * st.s, st.y + 40 * st.s, 460 * st.s),
      place(st.x, st.y + 80 * st.s, 1.55 * st.s, venturiValve(doc, 0, 0, { L: 460, R: 110 })),
      place(st.x + 360 * st.s, st.y - 230 * st.s, 0.42 * st.s, roomPanel(doc, 0, 0, 1)),
    ]),
    svg('img/banners/banner-2.svg', W, H, 'Laboratory with fume hoods and venturi valves on the exhaust ducts', (doc) => [
      labScene(doc, { seed: 'banner-2', cx: W * 0.62, f: 1000, ex: 0.6, bscCount: 1, people: 2 }),
      leftShade(doc, 0.6, 0.9),
    ]),
    // The VV-H200 it is about: the insulated body with the white fast actuator, airflow racing through it.
    ...banner(3, 'VV-H200 high-speed venturi valve', (doc, st, f) => [
      darkBackdrop(doc, st.portrait ? 0.5 : 0.7, st.portrait ? 0.2 : 0.5, 56),
      flowLines(doc, st.portrait ? 0 : f.w * 0.3, f.w, st.y + 30 * st.s, 230 * st.s, 18, { pinch: 0.5, seed: 23, width: 2.4, opacity: 0.6 }),
      glow(doc, st.x, st.y + 30 * st.s, 480 * st.s, C.accent, 0.4),
      place(st.x, st.y + 70 * st.s, 1.5 * st.s, venturiValve(doc, 0, 0, { L: 500, R: 120, insulated: true, finish: 'white' })),
    ]),
    ...banner(4, 'Networked laboratory airflow control system', (doc, st) => [
      darkBackdrop(doc, st.portrait ? 0.5 : 0.7, st.portrait ? 0.2 : 0.5, 64),
      network(doc, st.x, st.y, 1.25 * st.s * (st.portrait ? 0.95 : 1)),
    ]),
    svg('img/header/products-banner-1.svg', 600, 300, 'Ventaura product family', (doc) => [
      lightBackdrop(doc, 30),
      glow(doc, 380, 160, 200, C.accent, 0.18),
      shadow(doc, 330, 240, 190, 16),
      place(300, 175, 0.42, venturiValve(doc, 0, 0, {})),
      place(505, 160, 0.24, roomPanel(doc, 0, 0, 1)),
      place(120, 190, 0.3, butterflyValve(doc, 0, 0, { R: 110, L: 200 })),
    ]),
    svg('img/header/products-banner-2.svg', 600, 300, 'New launch: twin venturi valve', (doc) => [
      darkBackdrop(doc, 0.62, 0.5, 30),
      flowLines(doc, 120, 600, 160, 90, 8, { pinch: 0.55, seed: 4 }),
      glow(doc, 370, 160, 170),
      place(370, 185, 0.36, twinVenturi(doc, 0, 0, { finish: 'white' })),
      badge(90, 80, 50, 'NEW'),
      rect(40, 250, 150, 6, { rx: 3, fill: C.warm }),
      rect(40, 266, 100, 6, { rx: 3, fill: '#ffffff', opacity: 0.5 }),
    ]),
  ];
}

export function pageBannerSet(): Out[] {
  const W = 1920, H = 600;
  const b = (name: string, title: string, draw: Parameters<typeof svg>[4]) => svg(`img/page-banners/${name}.svg`, W, H, title, draw);
  return [
    b('product', 'Ventaura products', (doc) => [
      darkBackdrop(doc, 0.7, 0.5, 60),
      flowLines(doc, 700, W, 330, 150, 10, { seed: 3 }),
      glow(doc, 1400, 320, 380),
      place(1120, 360, 0.62, venturiValve(doc, 0, 0, {})),
      place(1480, 370, 0.55, butterflyValve(doc, 0, 0, { finish: 'blue' })),
      place(1760, 300, 0.4, roomPanel(doc, 0, 0, 3)),
      leftShade(doc, 0.5, 0.8),
    ]),
    b('about', 'Ventaura headquarters', (doc) => [siteScene(doc, 'hq', { seed: 'pb-about', dusk: true, shiftX: 420 }), leftShade(doc, 0.55, 0.85)]),
    b('concepts', 'Engineering drawing of a venturi valve', (doc) => [
      darkBackdrop(doc, 0.72, 0.5, 30),
      place(1350, 330, 0.9, venturiValve(doc, 0, 0, { finish: 'white' })),
      dimension(1130, 500, 1570, 500, '0.2 mm', '#8fc1e6', 18),
      callout(1160, 230, 950, 130, { en: '51 calibration points', zh: '51 点流量标定' }, true, 18),
      callout(1560, 300, 1640, 110, { en: '1,000,000+ cycles', zh: '1,000,000+ 次动作' }, true, 18),
      leftShade(doc, 0.45, 0.8),
    ]),
    b('solution', 'Laboratory airflow solution', (doc) => [labScene(doc, { seed: 'pb-sol', cx: W * 0.62, cy: 330, f: 900, ex: 0.3, people: 2 }), leftShade(doc, 0.55, 0.88)]),
    b('case', 'Research campus with rooftop exhaust stacks', (doc) => [siteScene(doc, 'lab', { seed: 'pb-case', dusk: true, shiftX: 420 }), leftShade(doc, 0.55, 0.85)]),
    b('news', 'Ventaura exhibition booth', (doc) => [boothScene(doc, { seed: 'pb-news', cx: W * 0.64, cy: 330, f: 780, ex: 0.4 }), leftShade(doc, 0.55, 0.88)]),
    b('contact', 'Ventaura worldwide', (doc) => [darkBackdrop(doc, 0.72, 0.5, 40), globe(doc, 1400, 300, 250, 5, true), leftShade(doc, 0.5, 0.8)]),
  ];
}

