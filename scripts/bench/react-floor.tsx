/**
 * The floor of React on Workers, for `npm run bench`: a worker that renders one fixed page with React's
 * `renderToString` on every request, and nothing else (no routing, middleware, data or cache). The page is a list
 * of cards, as many as make it as large as the site's home page (`?cards=N`, set by the bench). Served by
 * `wrangler dev` in workerd, beside a static file of its own, so that its ratio to the static file compares
 * with the site's: what the site's own layers cost shows as the difference. With `?keep=1` each page is also put
 * in the edge cache (`caches.default`) after it is answered, as the site keeps every page it renders afresh:
 * locally the cache's simulator runs on the worker's thread, so this floor is what a fresh render kept in
 * the cache can reach on this runtime, whatever renders it.
 */
import { renderToString } from 'react-dom/server.edge'

function Card({ n }: { n: number }) {
  return (
    <li className="card">
      <a className="card__link" href={`/products/${n}`}>
        <img className="card__image" src={`/img/card-${n % 12}.webp`} alt="" width={320} height={240} loading="lazy" />
        <h3 className="card__title">Venturi valve VV-S{100 + n}</h3>
        <p className="card__text">Pressure-independent airflow control for laboratories, with a response within one second.</p>
      </a>
    </li>
  )
}

function Page({ cards }: { cards: number }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>A fixed page</title>
        <link rel="stylesheet" href="/floor.css" />
      </head>
      <body>
        <main>
          <h1>Cards</h1>
          <ul className="cards">
            {Array.from({ length: cards }, (_, n) => (
              <Card key={n} n={n} />
            ))}
          </ul>
        </main>
      </body>
    </html>
  )
}

/** What this worker uses of workerd's globals; the file is type-checked with the scripts, under Node's types. */
interface Runtime {
  waitUntil(promise: Promise<unknown>): void
}
type EdgeCaches = { default: Cache }

export default {
  fetch(request: Request, _env: unknown, ctx: Runtime): Response {
    const url = new URL(request.url)
    const cards = Math.min(Math.max(Number(url.searchParams.get('cards')) || 0, 0), 10_000)
    const html = `<!DOCTYPE html>${renderToString(<Page cards={cards} />)}`
    const response = new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
    if (url.searchParams.has('keep')) {
      const kept = new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } })
      ctx.waitUntil((caches as unknown as EdgeCaches).default.put(new Request(`${url.origin}/?cards=${cards}`), kept))
    }
    return response
  },
}
