/**
 * An ICO file holding PNG images (the format every browser and Windows since Vista reads): a 6-byte
 * header, a 16-byte directory entry per image, then the PNGs themselves.
 */
export interface IcoImage {
  /** Width and height in pixels (square), 1 to 256. */
  size: number
  png: Uint8Array
}

export function icoFromPngs(images: readonly IcoImage[]): Uint8Array {
  const headerSize = 6 + 16 * images.length
  const total = headerSize + images.reduce((n, image) => n + image.png.length, 0)
  const out = new Uint8Array(total)
  const view = new DataView(out.buffer)
  view.setUint16(0, 0, true) // reserved
  view.setUint16(2, 1, true) // 1 = icon
  view.setUint16(4, images.length, true)
  let offset = headerSize
  images.forEach((image, i) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256) throw new Error(`icon size ${image.size} is not 1 to 256`)
    const entry = 6 + 16 * i
    view.setUint8(entry, image.size % 256) // 256 is written as 0
    view.setUint8(entry + 1, image.size % 256)
    view.setUint8(entry + 2, 0) // no palette
    view.setUint8(entry + 3, 0)
    view.setUint16(entry + 4, 1, true) // colour planes
    view.setUint16(entry + 6, 32, true) // bits per pixel
    view.setUint32(entry + 8, image.png.length, true)
    view.setUint32(entry + 12, offset, true)
    out.set(image.png, offset)
    offset += image.png.length
  })
  return out
}
