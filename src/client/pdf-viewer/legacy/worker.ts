/** pdf.js's legacy parser worker, after the polyfills it needs in older engines (see polyfills.ts). */
import './polyfills.ts'
import 'pdfjs-dist/legacy/build/pdf.worker.mjs'
