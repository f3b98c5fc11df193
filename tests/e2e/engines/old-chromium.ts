import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

/**
 * An old Chromium for the cross-engine tests: the build of the `@sparticuz/chromium` devDependency (pinned at
 * 103, before the Popover API, svh, :has() and container queries), made for AWS Lambda and shipped brotli-
 * compressed with the few libraries Debian may lack. Unpacked once into node_modules/.cache.
 */
const PACKAGE = resolve(import.meta.dirname, '../../../node_modules/@sparticuz/chromium')
export const OLD_CHROMIUM_DIR = resolve(import.meta.dirname, '../../../node_modules/.cache/old-chromium')
export const OLD_CHROMIUM = resolve(OLD_CHROMIUM_DIR, 'chromium')

/** Where its bundled libraries are: the LD_LIBRARY_PATH it runs with. */
export const OLD_CHROMIUM_LIBRARIES = [resolve(OLD_CHROMIUM_DIR, 'aws/lib'), resolve(OLD_CHROMIUM_DIR, 'swiftshader')].join(':')

export function unpackOldChromium(): string {
  const version = JSON.parse(readFileSync(resolve(PACKAGE, 'package.json'), 'utf8')).version as string
  const stamp = resolve(OLD_CHROMIUM_DIR, 'version')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return version
  mkdirSync(OLD_CHROMIUM_DIR, { recursive: true })
  writeFileSync(OLD_CHROMIUM, brotliDecompressSync(readFileSync(resolve(PACKAGE, 'bin/chromium.br'))), { mode: 0o755 })
  for (const archive of ['aws', 'swiftshader']) {
    const into = resolve(OLD_CHROMIUM_DIR, archive)
    mkdirSync(into, { recursive: true })
    execFileSync('tar', ['-x', '-C', into], { input: brotliDecompressSync(readFileSync(resolve(PACKAGE, `bin/${archive}.tar.br`))) })
  }
  writeFileSync(stamp, version)
  return version
}
