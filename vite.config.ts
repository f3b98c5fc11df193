import { cloudflare } from '@cloudflare/vite-plugin'
import react from '@vitejs/plugin-react'
import { readdirSync } from 'node:fs'
import { resolve as resolvePath } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
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

export default defineConfig({
  resolve: { alias: { postcss: resolvePath('src/content/sanitize/postcss-unused.ts') } },
  plugins: [
    react(),
    cloudflare({
      // STATE_DIR lets the browser tests run on their own local D1/KV state.
      persistState: process.env.STATE_DIR ? { path: process.env.STATE_DIR } : true,
    }),
    assetHeaders(),
  ],
  environments: {
    client: {
      build: {
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
  preview: { port: Number(process.env.PORT ?? 8787), host: '127.0.0.1', strictPort: true },
  server: { port: Number(process.env.PORT ?? 8787), host: '127.0.0.1' },
})
