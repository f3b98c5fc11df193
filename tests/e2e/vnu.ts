/**
 * The Nu Html Checker (vnu-jar, with the system Java), run as one service for the whole test run
 * (tests/e2e/global-setup.ts). It refuses localhost URLs, so the HTML is posted to it.
 */

interface VnuMessage {
  type: string
  subType?: string
  message: string
  extract?: string
}

/** The checker's answer; while it is still starting (the first seconds of a run), asks again. */
async function check(html: string): Promise<VnuMessage[]> {
  const url = process.env.VNU_URL
  if (!url) throw new Error('VNU_URL is not set: the checker starts in tests/e2e/global-setup.ts')
  for (const until = Date.now() + 60_000; ; ) {
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: html })
      if (!res.ok) throw new Error(`the Nu Html Checker answered ${res.status}`)
      return ((await res.json()) as { messages: VnuMessage[] }).messages
    } catch (error) {
      if (Date.now() > until || !(error instanceof TypeError)) throw error
      await new Promise((done) => setTimeout(done, 250))
    }
  }
}

/** The errors the checker finds in a document, each with the markup it points at. */
export async function vnuErrors(html: string): Promise<string[]> {
  const messages = await check(html)
  return messages.filter((m) => m.type === 'error' || m.subType === 'fatal').map((m) => `${m.message} — ${m.extract ?? ''}`)
}
