/**
 * Renders a PDF page by page with pdf.js (spec §2 Pdf) into the page boxes the server laid out: each box gets
 * a canvas as wide as the container (times the viewer's zoom) at the device pixel ratio (times the pinch
 * zoom of a phone), and pdf.js's text layer over it (selectable, searchable, read by screen readers). Pages
 * render as they come near the viewport, one at a time, and again when the container's width, the zoom or
 * the pinch zoom changes, so enlarged text stays sharp. pdf.js parses in its own worker and, where the
 * browser has OffscreenCanvas, draws in a second one, so the page stays responsive. Any failure is logged
 * and the embedded fallback takes the pages' place.
 */
import type { PDFDocumentProxy, TextLayer } from 'pdfjs-dist'
import { canvasSize } from './canvas-size.ts'
import { showFallback } from './fallback.ts'
import { loadPdfJs, type PdfJs } from './pdfjs-build.ts'
import { zoomControls } from './zoom.ts'

/** Start rendering a page this far (a fraction of the viewport) before it scrolls into view. */
const AHEAD = '75% 0px'
/** Width changes settle this long (a window being dragged) before pages render again. */
const RESIZE_SETTLE_MS = 150

interface Slot {
  box: HTMLElement
  n: number
  /** The size the page was last drawn at ('': never): its CSS width and pixel ratio. */
  drawnAt: string
  /** The page's width in PDF points (0: not drawn yet). */
  points: number
  visible: boolean
  text?: TextLayer
}

function label(template: string, n: number, total: number): string {
  return template.replace('{{n}}', String(n)).replace('{{total}}', String(total))
}

/** Makes the page boxes match the document (the catalogue may be older than the file). */
function pageBoxes(container: HTMLElement, total: number): HTMLElement[] {
  const boxes = [...container.querySelectorAll<HTMLElement>('.pdf-page')]
  const template = container.dataset.pageLabel ?? '{{n}}'
  for (const extra of boxes.splice(total)) extra.remove()
  const model = boxes[0]
  while (boxes.length < total) {
    const box = document.createElement('div')
    box.className = 'pdf-page'
    box.setAttribute('role', 'group')
    box.setAttribute('aria-busy', 'true')
    box.dataset.loading = model?.dataset.loading ?? ''
    box.style.aspectRatio = model?.style.aspectRatio ?? ''
    container.appendChild(box)
    boxes.push(box)
  }
  boxes.forEach((box, i) => {
    box.dataset.page = String(i + 1)
    box.setAttribute('aria-label', label(template, i + 1, total))
  })
  return boxes
}

/** What a page is drawn at: its CSS width and canvas pixels per CSS pixel. */
interface Target {
  width: number
  ratio: number
}

const keyOf = (target: Target) => `${target.width}@${target.ratio}`

async function drawPage(pdfjs: PdfJs, doc: PDFDocumentProxy, slot: Slot, { width, ratio }: Target): Promise<void> {
  const page = await doc.getPage(slot.n)
  const [x0 = 0, y0 = 0, x1 = 1, y1 = 1] = page.view
  const rotated = page.rotate % 180 !== 0
  const pageWidth = rotated ? y1 - y0 : x1 - x0
  const pageHeight = rotated ? x1 - x0 : y1 - y0
  const size = canvasSize(width, pageWidth, pageHeight, ratio)
  const viewport = page.getViewport({ scale: size.scale })
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  canvas.setAttribute('aria-hidden', 'true')
  const scaling = size.outputScale === 1 ? undefined : [size.outputScale, 0, 0, size.outputScale, 0, 0]
  await page.render({ canvas, viewport, transform: scaling }).promise

  slot.text?.cancel()
  const layer = document.createElement('div')
  layer.className = 'textLayer'
  const text = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: layer, viewport })
  slot.text = text
  await text.render()

  slot.box.style.aspectRatio = `${pageWidth} / ${pageHeight}`
  slot.box.style.setProperty('--total-scale-factor', String(size.scale))
  slot.box.replaceChildren(canvas, layer)
  slot.box.removeAttribute('aria-busy')
  slot.box.dataset.rendered = String(width)
  slot.drawnAt = keyOf({ width, ratio })
  slot.points = pageWidth
}

export async function showDocument(container: HTMLElement): Promise<void> {
  const src = container.dataset.src
  try {
    if (!src) throw new Error('the viewer names no file')
    const pdfjs = await loadPdfJs()
    const doc = await pdfjs.getDocument({ url: src, enableXfa: false }).promise
    const slots: Slot[] = pageBoxes(container, doc.numPages).map((box, i) => ({ box, n: i + 1, drawnAt: '', points: 0, visible: false }))
    const bySlot = new Map(slots.map((slot) => [slot.box, slot]))

    let running = false
    let failed = false
    // The container's width as the ResizeObserver reports it: reading clientWidth after each page went in
    // would force a layout of the page (and its text layer) every time.
    let width = 0
    /** The size pages are drawn at now: the container's width times the zoom, at the pixels a pinch shows. */
    const target = (): Target => ({ width: Math.round(width * zoom.zoom), ratio: window.devicePixelRatio * (window.visualViewport?.scale ?? 1) })
    const stale = (slot: Slot) => slot.visible && slot.drawnAt !== keyOf(target())
    /** Draws the visible pages that are not drawn at the current size, first to last, one at a time. */
    const drawVisible = async () => {
      if (running || failed || width === 0) return
      running = true
      try {
        for (let next = slots.find(stale); next; next = slots.find(stale)) {
          await drawPage(pdfjs, doc, next, target())
        }
      } catch (error) {
        failed = true
        console.error(`pdf viewer: ${src} could not be rendered`, error)
        observer.disconnect()
        resizes.disconnect()
        window.visualViewport?.removeEventListener('resize', onPinch)
        showFallback(container)
      } finally {
        running = false
      }
    }

    const zoom = zoomControls(container, () => {
      // The drawn pages stretch at once and their text layers follow; sharp pages come as they are drawn again.
      for (const slot of slots) if (slot.points) slot.box.style.setProperty('--total-scale-factor', String(Math.round(width * zoom.zoom) / slot.points))
      void drawVisible()
    })

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const slot = bySlot.get(entry.target as HTMLElement)
          if (slot) slot.visible = entry.isIntersecting
        }
        void drawVisible()
      },
      { rootMargin: AHEAD },
    )
    for (const slot of slots) observer.observe(slot.box)

    let settle: ReturnType<typeof setTimeout> | undefined
    const resizes = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0)
      if (next === width) return
      const first = width === 0
      width = next
      clearTimeout(settle)
      // The first report starts the drawing; later ones wait until the width settles.
      if (first) void drawVisible()
      else settle = setTimeout(() => void drawVisible(), RESIZE_SETTLE_MS)
    })
    resizes.observe(container)

    // A phone's pinch zoom enlarges the drawn pixels: once it rests, the pages in view are drawn again, sharp.
    let pinched: ReturnType<typeof setTimeout> | undefined
    const onPinch = () => {
      clearTimeout(pinched)
      pinched = setTimeout(() => void drawVisible(), RESIZE_SETTLE_MS)
    }
    window.visualViewport?.addEventListener('resize', onPinch)

  } catch (error) {
    console.error(`pdf viewer: ${src} could not be shown`, error)
    showFallback(container)
  }
}
