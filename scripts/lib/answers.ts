/**
 * Whether a server just started answers `url` with a success, asked every 500 ms for up to `ms`; a server that
 * has ended (`alive` false) is not waited for.
 */
export async function answersOk(url: string | URL, { ms = 300_000, alive = () => true }: { ms?: number; alive?: () => boolean } = {}): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until && alive()) {
    const ok = await fetch(url).then((res) => res.ok, () => false)
    if (ok) return true
    await new Promise((done) => setTimeout(done, 500))
  }
  return false
}
