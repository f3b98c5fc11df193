/**
 * The URLs of the client build: the stylesheet, the hydration entry and the chunks each island needs.
 * Production reads Vite's manifest (the client is built before the worker, see vite.config.ts);
 * the dev server serves the sources directly.
 */

interface ManifestChunk {
  file: string
  src?: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

const CLIENT_ENTRY = 'src/client/main.ts'
/** Every stylesheet is a build entry of its own (vite.config.ts): `site` on every page, others where a page asks. */
const STYLES_DIR = 'src/ui/styles'

const builtManifest = Object.values(
  import.meta.glob<Manifest>('../../../dist/client/.vite/manifest.json', { eager: true, import: 'default' }),
)[0]
const manifest = import.meta.env.PROD ? builtManifest : undefined

export interface PageAssets {
  stylesheets: string[]
  /** Module scripts to run, in order. */
  scripts: string[]
  /** Chunks to fetch in parallel with the entry, so islands do not load in a waterfall. */
  preloads: string[]
}

function chunkWithImports(m: Manifest, key: string, into: Set<string>): void {
  const chunk = m[key]
  if (!chunk || into.has(`/${chunk.file}`)) return
  into.add(`/${chunk.file}`)
  for (const dep of chunk.imports ?? []) chunkWithImports(m, dep, into)
}

/** The URLs of the stylesheets named (file names in src/ui/styles without `.css`), `site` first. */
export function stylesheets(names: readonly string[] = []): string[] {
  return ['site', ...names].map((name) => {
    const source = `${STYLES_DIR}/${name}.css`
    if (!manifest) return `/${source}`
    const css = manifest[source]
    if (!css) throw new Error(`${source} is missing from the client manifest`)
    return `/${css.file}`
  })
}

/**
 * The module scripts of every full-layout page: the client entry (the layout's behaviour, and hydration of
 * whatever islands the page has), with the chunks it imports to preload alongside.
 */
export function clientScripts(): Pick<PageAssets, 'scripts' | 'preloads'> {
  if (!manifest) return { scripts: ['/@vite/client', `/${CLIENT_ENTRY}`], preloads: [] }
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the client manifest`)
  const preloads = new Set<string>()
  for (const dep of entry.imports ?? []) chunkWithImports(manifest, dep, preloads)
  preloads.delete(`/${entry.file}`)
  return { scripts: [`/${entry.file}`], preloads: [...preloads] }
}
