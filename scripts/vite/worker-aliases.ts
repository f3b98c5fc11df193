import { resolve } from 'node:path'

/**
 * Module substitutions of the worker build, shared by the build (vite.config.ts) and the workerd tests
 * (vitest.config.ts), so the tests run the renderer that is deployed.
 *
 * - `postcss`: sanitize-html's style parser is never used (we allow no style attributes), so it is not loaded.
 * - `react-dom/server.edge` → `react-dom/server.node`: the same `renderToReadableStream`, but React's Node
 *   build writes its strings into reused 4 KB buffers (`encodeInto`), where the edge build encodes every
 *   attribute name and value into an array of its own: a third of an uncached render's time in workerd
 *   (`npm run bench`: uncached home 264 → 287 requests/s). It needs only the `nodejs_compat` modules
 *   workerd has (util, stream, async_hooks, crypto). @hono/react-renderer imports the edge build by name.
 */
export const workerAliases = {
  postcss: resolve(import.meta.dirname, '../../src/content/sanitize/postcss-unused.ts'),
  'react-dom/server.edge': 'react-dom/server.node',
}
