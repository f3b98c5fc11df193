import { env } from 'cloudflare:workers'
import { contentRows, seedStatements, validateContent } from '../../../src/content/schemas/index.ts'

/** The demo content of content/*.json, bundled into the test by Vite. */
const files = import.meta.glob<unknown>('../../../content/*.json', { eager: true, import: 'default' })

/** Loads the demo content into this test file's D1, the same statements `npm run db:seed` runs. */
export async function seedContent(): Promise<void> {
  const validated = validateContent((file) => files[`../../../content/${file}`])
  if (!validated.content) throw new Error(`demo content is invalid:\n${validated.problems.join('\n')}`)
  const statements = seedStatements(contentRows(validated.content))
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
}
