/** Links that open the company's location in a map service (the page's own map is a picture). */
import type { LonLat } from './map-area.ts'

const coordinate = (n: number) => n.toFixed(6).replace(/\.?0+$/, '')

/** OpenStreetMap with a marker at the place, at street level. */
export function openStreetMapUrl({ lon, lat }: LonLat): string {
  const la = coordinate(lat)
  const lo = coordinate(lon)
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=17/${la}/${lo}`
}

/** Amap (高德地图), for visitors in China; told that the position is WGS-84, it converts to its own grid. */
export function amapUrl({ lon, lat }: LonLat, name: string): string {
  const params = new URLSearchParams({ position: `${coordinate(lon)},${coordinate(lat)}`, name, coordinate: 'wgs84', callnative: '0' })
  return `https://uri.amap.com/marker?${params}`
}
