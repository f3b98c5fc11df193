/**
 * The floor of React on Workers, for `npm run bench`: a worker that renders one fixed page with React's
 * `renderToString` on every request, and nothing else (no routing, middleware, data or cache). The page is a list
 * of cards, as many as make it as large as the site's home page (`?cards=N`, set by the bench). Served by
 * `wrangler dev` in workerd, beside a static file of its own, so that its ratio to the static file compares
 * with the site's: what the site's own layers cost shows as the difference.
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

export default {
  fetch(request: Request): Response {
    const cards = Math.min(Math.max(Number(new URL(request.url).searchParams.get('cards')) || 0, 0), 10_000)
    const html = `<!DOCTYPE html>${renderToString(<Page cards={cards} />)}`
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  },
}
