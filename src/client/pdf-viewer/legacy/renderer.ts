/** pdf.js's legacy renderer worker, after the polyfills it needs in older engines (see polyfills.ts). */
import './polyfills.ts'
import 'pdfjs-dist/legacy/build/pdf.renderer.mjs'
