import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'

const VNU_JAR = resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar')

interface VnuMessage {
  type: string
  subType?: string
  message: string
  extract?: string
}

/**
 * The errors the Nu Html Checker (vnu-jar, with the system Java) finds in a document. It refuses localhost
 * URLs, so the HTML goes in on stdin.
 */
export function vnuErrors(html: string): string[] {
  const result = spawnSync('java', ['-jar', VNU_JAR, '--stdout', '--format', 'json', '--errors-only', '-'], { input: html, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw result.error
  const { messages } = JSON.parse(result.stdout) as { messages: VnuMessage[] }
  return messages.filter((m) => m.type === 'error' || m.subType === 'fatal').map((m) => `${m.message} — ${m.extract ?? ''}`)
}
