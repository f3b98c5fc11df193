import { env } from 'cloudflare:workers'
import { contentRows, seedStatements, validateContent } from '../../../src/content/schemas/index.ts'
import { scaledReader } from '../../../scripts/lib/scaled-content.ts'

/** The demo content of content/*.json, bundled into the test by Vite. */
const files = import.meta.glob<unknown>('../../../content/*.json', { eager: true, import: 'default' })

/** Loads the demo content into this test file's D1, the same statements `npm run db:seed` runs. */
export function seedContent(): Promise<void> {
  return seedContentTimes(1)
}

/**
 * The demo content `times` over (`npm run db:seed -- --times N`), for tests of a large catalogue. (Not a
 * parameter of seedContent: vitest reads a hook's parameters as the fixtures it asks for.)
 */
export async function seedContentTimes(times: number): Promise<void> {
  const validated = validateContent(scaledReader((file) => files[`../../../content/${file}`], times))
  if (!validated.content) throw new Error(`demo content is invalid:\n${validated.problems.join('\n')}`)
  const statements = seedStatements(contentRows(validated.content))
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
}
