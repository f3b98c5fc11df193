/**
 * Which pdf.js build this browser gets. The modern build uses what only this year's engines have (iterator
 * helpers, Promise.try, Uint8Array.fromBase64, Map#getOrInsertComputed, Math.sumPrecise: Chrome 147, Safari
 * 26.2) and fails in older ones with a ReferenceError; the legacy build brings polyfills of its own, gets the
 * few it lacks from ./legacy/polyfills.ts (in the page and in its two workers), and reads in every browser of
 * the support matrix (docs/browsers.md). Both are separate chunks: a visitor downloads one.
 */
import rendererUrl from 'pdfjs-dist/build/pdf.renderer.min.mjs?url'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import legacyRendererUrl from './legacy/renderer.ts?worker&url'
import legacyWorkerUrl from './legacy/worker.ts?worker&url'

export type PdfJs = typeof import('pdfjs-dist')

/** Whether the engine has every global the modern build needs (read from pdf.js 6.5's own requirements). */
function runsModernPdfJs(): boolean {
  const scope = globalThis as unknown as {
    Iterator?: { prototype?: { map?: unknown } }
    Promise: { try?: unknown }
    Uint8Array: { fromBase64?: unknown }
    Map: { prototype: { getOrInsertComputed?: unknown } }
    Math: { sumPrecise?: unknown }
  }
  return (
    typeof scope.Iterator?.prototype?.map === 'function' &&
    typeof scope.Promise.try === 'function' &&
    typeof scope.Uint8Array.fromBase64 === 'function' &&
    typeof scope.Map.prototype.getOrInsertComputed === 'function' &&
    typeof scope.Math.sumPrecise === 'function'
  )
}

/** Each build: how to load it, and its parser and renderer workers. */
const BUILDS = {
  modern: { load: () => import('pdfjs-dist'), worker: workerUrl, renderer: rendererUrl },
  legacy: {
    load: async (): Promise<PdfJs> => {
      await import('./legacy/polyfills.ts')
      return import('pdfjs-dist/legacy/build/pdf.mjs')
    },
    worker: legacyWorkerUrl,
    renderer: legacyRendererUrl,
  },
}

/** pdf.js, its parser worker and its renderer worker, of the build this browser can run. */
export async function loadPdfJs(): Promise<PdfJs> {
  const build = BUILDS[runsModernPdfJs() ? 'modern' : 'legacy']
  const pdfjs = await build.load()
  pdfjs.GlobalWorkerOptions.workerSrc = build.worker
  pdfjs.GlobalWorkerOptions.rendererSrc = build.renderer
  return pdfjs
}
