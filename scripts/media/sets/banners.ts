// Home carousel banners, header popover banners and the 1920×600 page banners.
import { C, rect } from '../lib/svg.ts';
import { venturiValve, butterflyValve, twinVenturi } from '../draw/valves.ts';
import { roomPanel } from '../draw/devices.ts';
import { darkBackdrop, lightBackdrop, flowLines, leftShade, glow, globe, badge, dimension, callout } from '../draw/motifs.ts';
import { labScene, bslScene, boothScene } from '../draw/scenes.ts';
import { siteScene } from '../draw/exteriors.ts';
import { network } from '../draw/network.ts';
import { shadow } from '../draw/parts.ts';
import { svg, place, type Out } from './common.ts';

export function bannerSet(): Out[] {
  const W = 1920, H = 1080;
  return [
    // LCP image: a handful of flat shapes only, so it stays well under 30 KB.
    svg('img/banners/banner-1.svg', W, H, 'Ventaura venturi valve with laminar airflow', (doc) => [
      darkBackdrop(doc, 0.68, 0.5, 64),
      flowLines(doc, 560, W, 560, 260, 14, { pinch: 0.56, seed: 11, width: 2, opacity: 0.55 }),
      glow(doc, 1300, 560, 460),
      place(1290, 600, 1.55, venturiValve(doc, 0, 0, { L: 460, R: 110 })),
      place(1720, 300, 0.42, roomPanel(doc, 0, 0, 1)),
      leftShade(doc, 0.55, 0.7),
    ]),
    svg('img/banners/banner-2.svg', W, H, 'Laboratory with fume hoods and venturi valves on the exhaust ducts', (doc) => [
      labScene(doc, { seed: 'banner-2', cx: W * 0.62, f: 1000, ex: 0.6, bscCount: 1, people: 2 }),
      leftShade(doc, 0.6, 0.9),
    ]),
    svg('img/banners/banner-3.svg', W, H, 'Biosafety laboratory with biosafety cabinets and room pressure control', (doc) => [
      bslScene(doc, { seed: 'banner-3', cx: W * 0.64, f: 1050, ex: 0.5 }),
      leftShade(doc, 0.6, 0.9),
    ]),
    svg('img/banners/banner-4.svg', W, H, 'Networked laboratory airflow control system', (doc) => [
      darkBackdrop(doc, 0.7, 0.5, 64),
      network(doc, 1330, 520, 1.25),
      leftShade(doc, 0.5, 0.8),
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

