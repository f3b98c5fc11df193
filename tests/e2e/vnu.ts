/** The Nu Html Checker (vnu-jar, with the system Java): it refuses localhost URLs, so HTML goes in on stdin. */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const VNU_JAR = resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

/** The checker's errors for a document, each with the markup it points at. */
export function vnuErrors(html: string): string[] {
  const result = spawnSync('java', ['-jar', VNU_JAR, '--stdout', '--format', 'json', '--errors-only', '-'], { input: html, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw result.error
  const { messages } = JSON.parse(result.stdout) as { messages: { type: string; subType?: string; message: string; extract?: string }[] }
  return messages.filter((m) => m.type === 'error' || m.subType === 'fatal').map((m) => `${m.message} — ${m.extract ?? ''}`)
}
