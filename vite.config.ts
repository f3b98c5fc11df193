import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { readdirSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import { browserTargets } from './scripts/vite/browser-targets.ts'
import { localServerGuards } from './scripts/vite/local-server.ts'
import { previewDevVarsPlugin } from './scripts/vite/preview-dev-vars.ts'
import { workerAliases } from './scripts/vite/worker-aliases.ts'
import { assetHeadersFile } from './src/http/security-headers.ts'

/** Writes `_headers` for the static assets from the same values the worker uses for its own answers. */
function assetHeaders(): Plugin {
  return {
    name: 'ventaura:asset-headers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: assetHeadersFile() })
    },
  }
}

/** The support matrix (package.json `browserslist`): what the browser's CSS and JavaScript are built for. */
const browsers = browserTargets(import.meta.dirname)

export default defineConfig({
  resolve: { alias: workerAliases },
  css: { transformer: 'lightningcss', lightningcss: { targets: browsers.css } },
  plugins: [
    // Before cloudflare(): its guards must see a request before the worker's handler does.
    localServerGuards(),
    react(),
    cloudflare({
      // STATE_DIR lets the browser tests run on their own local D1/KV state.
      persistState: process.env.STATE_DIR ? { path: process.env.STATE_DIR } : true,
    }),
    assetHeaders(),
    previewDevVarsPlugin(),
  ],
  environments: {
    client: {
      build: {
        target: browsers.js,
        cssTarget: browsers.js,
        // The worker reads the manifest to link the hashed stylesheet, entry and island chunks.
        manifest: true,
        rollupOptions: {
          // The hydration entry and every stylesheet: pages link `site.css` plus their own.
          input: ['src/client/main.ts', ...readdirSync('src/ui/styles').filter((f) => f.endsWith('.css')).map((f) => `src/ui/styles/${f}`)],
        },
      },
    },
  },
  builder: {
    // The client first: the worker build embeds its manifest.
    async buildApp(builder) {
      const { client, ...workers } = builder.environments
      if (client) await builder.build(client)
      for (const environment of Object.values(workers)) await builder.build(environment)
    },
  },
  // cors: false lets OPTIONS reach the worker, which answers it with the site's headers. allowedHosts: true
  // turns off Vite's Host check, whose 403 lacks the site's headers: the local server's guards apply the same
  // rule with the site's answer (scripts/vite/host-rules.ts).
  preview: { port: Number(process.env.PORT ?? 8787), host: '127.0.0.1', strictPort: true, cors: false, allowedHosts: true },
  server: { port: Number(process.env.PORT ?? 8787), host: '127.0.0.1', cors: false, allowedHosts: true },
})
