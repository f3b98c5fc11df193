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
export function runsModernPdfJs(scope: typeof globalThis = globalThis): boolean {
  const iterator = (scope as { Iterator?: { prototype?: { map?: unknown } } }).Iterator
  return (
    typeof iterator?.prototype?.map === 'function' &&
    typeof (scope.Promise as { try?: unknown }).try === 'function' &&
    typeof (scope.Uint8Array as { fromBase64?: unknown }).fromBase64 === 'function' &&
    typeof (scope.Map.prototype as { getOrInsertComputed?: unknown }).getOrInsertComputed === 'function' &&
    typeof (scope.Math as { sumPrecise?: unknown }).sumPrecise === 'function'
  )
}

/** pdf.js, its parser worker and its renderer worker, of the build this browser can run. */
export async function loadPdfJs(): Promise<PdfJs> {
  const modern = runsModernPdfJs()
  if (!modern) await import('./legacy/polyfills.ts')
  const pdfjs: PdfJs = modern ? await import('pdfjs-dist') : await import('pdfjs-dist/legacy/build/pdf.mjs')
  pdfjs.GlobalWorkerOptions.workerSrc = modern ? workerUrl : legacyWorkerUrl
  pdfjs.GlobalWorkerOptions.rendererSrc = modern ? rendererUrl : legacyRendererUrl
  return pdfjs
}
