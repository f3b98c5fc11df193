/**
 * The contact map: a stylised street map of the area around the company address, drawn by
 * scripts/media/sets/map.ts into two frames around the same centre (a wide one, and a square one for narrow
 * screens). The page places the marker from the `map_center` setting by the same projection, so moving the
 * setting moves the marker without redrawing the map. Coordinates are WGS-84 (as OpenStreetMap and GPS).
 */
import type { Lang } from '../../../routing/locale.ts'

export interface LonLat {
  lon: number
  lat: number
}

export interface MapFrame {
  width: number
  height: number
}

/** The point at the centre of both frames and the ground distance of one pixel. */
export const MAP_CENTRE: LonLat = { lon: 120.7436, lat: 31.2728 }
export const METRES_PER_PIXEL = 1.6

export const MAP_FRAMES = {
  wide: { width: 1200, height: 750 },
  narrow: { width: 640, height: 640 },
} as const satisfies Record<string, MapFrame>
export type MapFrameName = keyof typeof MAP_FRAMES

/** The narrow frame is shown below this window width. */
export const NARROW_MAP_BELOW_PX = 640

export function mapImage(frame: MapFrameName, lang: Lang): string {
  return `/img/contact/map-${frame}-${lang}.svg`
}

/** The mean Earth radius; over the two kilometres of the map a local flat projection is exact to a pixel. */
const EARTH_RADIUS_M = 6371008.8
const RAD = Math.PI / 180

/** Metres east and north of the map's centre. */
export function metresFromCentre({ lon, lat }: LonLat): { east: number; north: number } {
  return {
    east: (lon - MAP_CENTRE.lon) * RAD * EARTH_RADIUS_M * Math.cos(MAP_CENTRE.lat * RAD),
    north: (lat - MAP_CENTRE.lat) * RAD * EARTH_RADIUS_M,
  }
}

/** A point of the ground (metres from the centre) in a frame's pixels. */
export function pixelOf(frame: MapFrame, east: number, north: number): { x: number; y: number } {
  return { x: frame.width / 2 + east / METRES_PER_PIXEL, y: frame.height / 2 - north / METRES_PER_PIXEL }
}

/** Where a place lies on a frame, as fractions of its width and height; null when it is off the picture. */
export function positionOnMap(point: LonLat, frame: MapFrame): { x: number; y: number } | null {
  const { east, north } = metresFromCentre(point)
  const { x, y } = pixelOf(frame, east, north)
  if (x < 0 || x > frame.width || y < 0 || y > frame.height) return null
  return { x: x / frame.width, y: y / frame.height }
}

/** The `map_center` setting, "longitude,latitude" in degrees; null when it is not a valid position. */
export function parseLonLat(value: string | null | undefined): LonLat | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,2}(?:\.\d+)?)\s*$/.exec(value ?? '')
  if (!match) return null
  const lon = Number(match[1])
  const lat = Number(match[2])
  return Math.abs(lon) <= 180 && Math.abs(lat) <= 90 ? { lon, lat } : null
}
