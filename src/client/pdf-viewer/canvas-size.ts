/** How big a page's canvas is drawn. Pure. */

/** Past this many pixels a canvas costs more memory than a phone will give it (pdf.js uses the same cap). */
export const MAX_CANVAS_PIXELS = 2 ** 24

export interface CanvasSize {
  /** CSS pixels per PDF point: the page fills the container's width. */
  scale: number
  /** Canvas pixels per CSS pixel: the device pixel ratio, lowered if the canvas would be too big. */
  outputScale: number
  width: number
  height: number
}

/** The canvas of a page `pageWidth` × `pageHeight` points shown `cssWidth` CSS pixels wide on a `dpr` screen. */
export function canvasSize(cssWidth: number, pageWidth: number, pageHeight: number, dpr: number): CanvasSize {
  const scale = cssWidth / pageWidth
  const cssHeight = pageHeight * scale
  const wanted = Math.max(1, dpr || 1)
  const outputScale = Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssWidth * cssHeight)))
  return { scale, outputScale, width: Math.max(1, Math.floor(cssWidth * outputScale)), height: Math.max(1, Math.floor(cssHeight * outputScale)) }
}
