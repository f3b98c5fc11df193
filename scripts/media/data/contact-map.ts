// The area around the company address (fictional, like the company): roads, water, parks and places in
// metres east and north of the map's centre (MAP_CENTRE in src/ui/pages/contact/map-area.ts), which is the
// default `map_center`, 88 Wentuo Road. Drawn by sets/map.ts.

export interface Named { 'zh-CN': string; en: string }

export interface Road {
  name: Named;
  kind: 'major' | 'minor' | 'lane';
  /** Points [east, north] in metres. */
  path: [number, number][];
  /** Where the name would best sit, as fractions along the path: each is tried, nearest free spot first. */
  labelAt: number[];
}

export const ROADS: Road[] = [
  { name: { 'zh-CN': '现代大道', en: 'Xiandai Avenue' }, kind: 'major', path: [[-1000, 330], [1000, 330]], labelAt: [0.38, 0.68] },
  { name: { 'zh-CN': '澜景路', en: 'Lanjing Road' }, kind: 'major', path: [[-1000, -420], [1000, -420]], labelAt: [0.38, 0.7] },
  { name: { 'zh-CN': '文拓路', en: 'Wentuo Road' }, kind: 'minor', path: [[-380, -45], [1000, -45]], labelAt: [0.2, 0.62] },
  { name: { 'zh-CN': '汇智街', en: 'Huizhi Street' }, kind: 'major', path: [[-380, -700], [-380, 700]], labelAt: [0.4, 0.72] },
  { name: { 'zh-CN': '创新街', en: 'Chuangxin Street' }, kind: 'minor', path: [[260, -700], [260, 700]], labelAt: [0.6, 0.85] },
  { name: { 'zh-CN': '启航街', en: 'Qihang Street' }, kind: 'major', path: [[760, -700], [760, 700]], labelAt: [0.55] },
  { name: { 'zh-CN': '', en: '' }, kind: 'lane', path: [[-60, -45], [-60, 330]], labelAt: [] },
  { name: { 'zh-CN': '', en: '' }, kind: 'lane', path: [[-380, 140], [260, 140]], labelAt: [] },
  { name: { 'zh-CN': '', en: '' }, kind: 'lane', path: [[260, 560], [760, 560]], labelAt: [] },
  { name: { 'zh-CN': '', en: '' }, kind: 'lane', path: [[510, 330], [510, 700]], labelAt: [] },
];

/** The lake's shore, clockwise. */
export const LAKE: [number, number][] = [
  [-1100, 720], [-640, 720], [-600, 560], [-560, 420], [-590, 250], [-545, 90], [-575, -80], [-540, -230],
  [-600, -380], [-585, -520], [-630, -720], [-1100, -720],
];

/** A creek from the lake to the east edge (centre line; drawn 22 m wide). */
export const CREEK: [number, number][] = [[-560, -250], [-380, -262], [-120, -236], [120, -268], [260, -252], [480, -232], [760, -262], [1000, -246]];

export const PARKS: { points: [number, number][]; name?: Named; labelAt?: [number, number] }[] = [
  // The lakeside park between the shore and Huizhi Street.
  { points: [[-600, 700], [-392, 700], [-392, -700], [-600, -700]] },
  { points: [[272, -57], [748, -57], [748, -408], [272, -408]], name: { 'zh-CN': '创新公园', en: 'Innovation Park' }, labelAt: [510, -150] },
];

export const LAKE_NAME: { name: Named; at: [number, number] } = { name: { 'zh-CN': '星澜湖', en: 'Xinglan Lake' }, at: [-800, 40] };

/** The metro station at Wentuo Road and Chuangxin Street. */
export const STATION: { name: Named; at: [number, number] } = { name: { 'zh-CN': '文拓路站', en: 'Wentuo Rd Station' }, at: [290, -20] };

/** Blocks between the roads, [west, south, east, north]: filled with buildings. */
export const BLOCKS: [number, number, number, number][] = [
  [-380, -45, -60, 140], [-60, -45, 260, 140], [-380, 140, -60, 330], [-60, 140, 260, 330],
  [-380, -420, 260, -262], [-380, -236, 260, -45],
  [260, 330, 510, 560], [510, 330, 760, 560], [260, 560, 510, 700], [510, 560, 760, 700],
  [-380, 330, 260, 700], [760, 330, 1000, 700], [760, -45, 1000, 330], [760, -420, 1000, -45],
  [-380, -700, 260, -420], [260, -700, 760, -420], [760, -700, 1000, -420], [260, -45, 760, 330],
];
