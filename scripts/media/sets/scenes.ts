// Scene images: product cases, solutions, success cases and about (news pictures: news.ts).
import type { Doc } from '../lib/svg.ts';
import * as S from '../draw/scenes.ts';
import { siteScene, type Site } from '../draw/exteriors.ts';
import { darkBackdrop, lightBackdrop, flowLines, globe, callout } from '../draw/motifs.ts';
import { network } from '../draw/network.ts';
import { supervisor } from '../draw/devices.ts';
import { shadow } from '../draw/parts.ts';
import { svg, place, type Out } from './common.ts';

type Draw = (doc: Doc) => string | string[];
const scene = {
  lab: (seed: string, extra: Partial<Parameters<typeof S.labScene>[1]> = {}): Draw => (d) => S.labScene(d, { seed, ...extra }),
  clean: (seed: string): Draw => (d) => S.cleanroomScene(d, { seed }),
  bsl: (seed: string): Draw => (d) => S.bslScene(d, { seed }),
  test: (seed: string): Draw => (d) => S.testingScene(d, { seed }),
  or: (seed: string): Draw => (d) => S.hospitalScene(d, { seed, variant: 0 }),
  ward: (seed: string): Draw => (d) => S.hospitalScene(d, { seed, variant: 1 }),
  duct: (seed: string): Draw => (d) => S.ductScene(d, { seed }),
  control: (seed: string): Draw => (d) => S.controlRoomScene(d, { seed }),
  factory: (seed: string): Draw => (d) => S.factoryScene(d, { seed }),
  site: (kind: Site, seed: string, dusk = false): Draw => (d) => siteScene(d, kind, { seed, dusk }),
  net: (): Draw => (d) => [darkBackdrop(d, 0.5, 0.5, 40), network(d, d.w / 2, d.h / 2 - 10, d.h / 900)],
  dashboard: (seed: number): Draw => (d) => [lightBackdrop(d), shadow(d, d.w / 2, d.h * 0.8, 360, 24), place(d.w / 2 - 20, d.h / 2, d.h / 720, supervisor(d, 0, 0, seed)), callout(d.w * 0.3, d.h * 0.3, d.w * 0.22, d.h * 0.14, { en: 'Real-time monitoring', zh: '实时监控' }), callout(d.w * 0.7, d.h * 0.62, d.w * 0.86, d.h * 0.78, 'BACnet / Modbus')],
};

export function productCaseSet(): Out[] {
  const list: [string, Draw][] = [
    ['Research laboratory with fume hoods and venturi valves', scene.lab('pc-1', { bscCount: 0 })],
    ['Analytical testing laboratory', scene.test('pc-2')],
    ['Biosafety laboratory with biosafety cabinets', scene.bsl('pc-3')],
    ['Laboratory with fume hoods and biosafety cabinets', scene.lab('pc-4', { bscCount: 2 })],
    ['Cleanroom with isolator', scene.clean('pc-5')],
    ['Teaching laboratory', scene.lab('pc-6', { people: 3 })],
    ['Ceiling exhaust ducts with venturi valves', scene.duct('pc-7')],
    ['Negative-pressure isolation ward', scene.ward('pc-8')],
    ['Quality control laboratory', scene.test('pc-9')],
    ['Chemistry laboratory', scene.lab('pc-10', { bscCount: 1 })],
    ['Service ceiling with valve banks', scene.duct('pc-11')],
    ['Biosafety suite airlock and cabinets', scene.bsl('pc-12')],
  ];
  return list.map(([t, draw], i) => svg(`img/product-cases/case-${String(i + 1).padStart(2, '0')}.svg`, 1200, 800, t, draw));
}

export function solutionSet(): Out[] {
  const cats: Record<string, [string, Draw, [string, Draw][]]> = {
    biosafety: ['Biosafety laboratories', scene.bsl('sc-bio'), [['BSL-3 laboratory pressure cascade', scene.bsl('s-bio-1')], ['Isolator cleanroom', scene.clean('s-bio-2')], ['Biosafety cabinet exhaust control', scene.bsl('s-bio-3')]]],
    biological_science: ['Life-science laboratories', scene.lab('sc-life', { bscCount: 1 }), [['Cell culture laboratory', scene.lab('s-life-1', { bscCount: 2 })], ['GMP cleanroom', scene.clean('s-life-2')], ['Molecular biology laboratory', scene.lab('s-life-3')]]],
    Inspection: ['Inspection and testing laboratories', scene.test('sc-insp'), [['Physical and chemical testing laboratory', scene.test('s-insp-1')], ['Sample preparation with fume hoods', scene.lab('s-insp-2')], ['Instrument room exhaust', scene.duct('s-insp-3')]]],
    Medical: ['Hospitals and medical facilities', scene.or('sc-med'), [['Operating room pressure control', scene.or('s-med-1')], ['Negative-pressure isolation ward', scene.ward('s-med-2')], ['Hospital pharmacy cleanroom', scene.clean('s-med-3')]]],
    Intelligent_system: ['Intelligent airflow management', scene.net(), [['Building control room', scene.control('s-int-1')], ['Networked devices', scene.net()], ['Supervisory dashboard', scene.dashboard(4)]]],
  };
  const out: Out[] = [];
  for (const [code, [title, draw, sols]] of Object.entries(cats)) {
    // No text is set over a category's picture (a home card, the page's share image): no shade for one.
    out.push(svg(`img/solution-categories/${code}.svg`, 1200, 600, title, draw));
    sols.forEach(([t, dr], i) => out.push(svg(`img/solutions/${code}-${i + 1}.svg`, 1200, 800, t, dr)));
  }
  return out;
}

export function caseSet(): Out[] {
  const cats: [string, Site, [string, Draw][]][] = [
    ['Biopharmaceutical plants', 'pharma', [['Biopharmaceutical production site', scene.site('pharma', 'c1-1')], ['Aseptic filling cleanroom', scene.clean('c1-2')], ['QC laboratory', scene.lab('c1-3', { bscCount: 1 })], ['Vaccine research biosafety lab', scene.bsl('c1-4')], ['Pharmaceutical campus at dusk', scene.site('pharma', 'c1-5', true)]]],
    ['Research institutes and universities', 'university', [['University science building', scene.site('university', 'c2-1')], ['Chemistry teaching laboratory', scene.lab('c2-2', { people: 3 })], ['Materials testing laboratory', scene.test('c2-3')], ['Life-science research laboratory', scene.lab('c2-4', { bscCount: 2 })], ['Research campus at dusk', scene.site('university', 'c2-5', true)]]],
    ['Hospitals', 'hospital', [['General hospital', scene.site('hospital', 'c3-1')], ['Operating theatre', scene.or('c3-2')], ['Isolation ward', scene.ward('c3-3')], ['Hospital at night', scene.site('hospital', 'c3-4', true)], ['Hospital pharmacy cleanroom', scene.clean('c3-5')]]],
    ['Disease control and testing centres', 'lab', [['Disease control laboratory building', scene.site('lab', 'c4-1')], ['BSL-3 laboratory', scene.bsl('c4-2')], ['Testing laboratory', scene.test('c4-3')], ['Biosafety cabinet suite', scene.bsl('c4-4')], ['Testing centre at dusk', scene.site('lab', 'c4-5', true)]]],
    ['Petrochemical', 'petro', [['Petrochemical complex', scene.site('petro', 'c5-1')], ['Oil analysis laboratory', scene.test('c5-2')], ['Process research laboratory', scene.lab('c5-3')], ['Refinery at dusk', scene.site('petro', 'c5-4', true)], ['Plant control room', scene.control('c5-5')]]],
    ['Electronics and new energy', 'fab', [['Electronics fab', scene.site('fab', 'c6-1')], ['New-energy park', scene.site('energy', 'c6-2')], ['Battery materials cleanroom', scene.clean('c6-3')], ['Fab monitoring centre', scene.control('c6-4')], ['Fab at dusk', scene.site('fab', 'c6-5', true)]]],
  ];
  const out: Out[] = [];
  cats.forEach(([title, site, items], i) => {
    out.push(svg(`img/case-categories/${i + 1}.svg`, 1200, 600, title, (d) => siteScene(d, site, { seed: `cc-${i}`, dusk: true, shiftX: 160 })));
    items.forEach(([t, dr], n) => out.push(svg(`img/cases/${i + 1}-${n + 1}.svg`, 1200, 800, t, dr)));
  });
  return out;
}

export function aboutSet(): Out[] {
  return [
    svg('img/about/company.svg', 1200, 800, 'Ventaura headquarters', scene.site('hq', 'about-company')),
    svg('img/about/factory.svg', 1200, 800, 'Valve assembly and test floor', scene.factory('about-factory')),
    svg('img/about/lab.svg', 1200, 800, 'Ventaura R&D laboratory', scene.lab('about-lab', { bscCount: 1, people: 2 })),
    svg('img/about/global.svg', 1200, 800, 'Ventaura worldwide', (d) => [darkBackdrop(d, 0.5, 0.5, 40), flowLines(d, 0, 1200, 400, 300, 12, { seed: 7, opacity: 0.35 }), globe(d, 600, 400, 300, 2, true)]),
  ];
}
