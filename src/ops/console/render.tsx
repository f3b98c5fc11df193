/**
 * The console's pages (issue 52): plain HTML forms and links that work without JavaScript, readable on a phone,
 * under the site's CSP; never cached, never indexed.
 */
import type { Context } from 'hono'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type { AppEnv } from '../../env.ts'
import type { Lang } from '../../routing/locale.ts'
import type { Operator } from './session.ts'
import { WORDS, type ConsoleWords } from './words.ts'

/** Where the console lives in a language. */
export const consoleBase = (lang: Lang) => (lang === 'en' ? '/en/__ops' : '/__ops')

const STYLE = `
:root{color-scheme:light;--ink:#17202a;--muted:#5a6573;--line:#d5dbe2;--accent:#0b5cab;--bad:#b42318;--good:#1a7f37;--bg:#f6f8fa}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--accent)}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 20px;padding:12px 16px;background:#fff;border-bottom:1px solid var(--line)}
.bar__title{font-weight:700;margin-right:auto}
.bar nav ul{display:flex;flex-wrap:wrap;gap:4px 16px;margin:0;padding:0;list-style:none}
.bar nav a[aria-current=page]{font-weight:700;color:var(--ink)}
.bar form{margin:0}
main{max-width:1100px;margin:0 auto;padding:16px}
h1{font-size:1.5rem;margin:8px 0 16px}
h2{font-size:1.15rem;margin:24px 0 8px}
.card{background:#fff;border:1px solid var(--line);border-radius:8px;padding:16px;margin:0 0 16px}
.card>h2:first-child{margin-top:0}
dl.facts{display:grid;grid-template-columns:minmax(8em,max-content) 1fr;gap:6px 16px;margin:0}
dl.facts dt{color:var(--muted)}
dl.facts dd{margin:0;overflow-wrap:anywhere}
dl.facts>div{display:contents}
.notice{border-left:4px solid var(--good);background:#fff;padding:8px 12px;margin:0 0 16px}
.notice--bad{border-color:var(--bad)}
.bad{color:var(--bad)}
.good{color:var(--good)}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;vertical-align:top;padding:6px 10px;border-bottom:1px solid var(--line)}
th{font-weight:600;color:var(--muted);white-space:nowrap}
td{overflow-wrap:anywhere}
@media (max-width:639px){
table.rows,table.rows tbody{display:block}
table.rows thead{display:block;position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
table.rows tr{display:block;border-bottom:1px solid var(--line);padding:6px 0}
table.rows td{display:block;border:0;padding:3px 10px 3px calc(7.5em + 20px);position:relative;overflow-wrap:break-word}
table.rows td::before{content:attr(data-label);position:absolute;left:10px;width:7.5em;color:var(--muted)}
}
form.inline{display:inline}
.filters{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:end}
.filters label,.field{display:flex;flex-direction:column;gap:2px;font-size:.9rem;color:var(--muted)}
input,select,button{font:inherit;min-height:44px;padding:6px 10px;border:1px solid var(--line);border-radius:6px;background:#fff;color:var(--ink)}
input[type=text],input[type=search],input[type=password],input[type=url]{min-width:min(100%,18em)}
button{background:var(--accent);color:#fff;border-color:var(--accent);cursor:pointer}
button.secondary{background:#fff;color:var(--accent)}
.actions{display:flex;flex-wrap:wrap;gap:8px}
.pages{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:12px 0}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0}
.muted{color:var(--muted)}
`

export interface ConsolePageProps {
  c: Context<AppEnv>
  title: string
  /** The nav entry shown as current. */
  current?: 'status' | 'inbox' | 'content'
  operator?: Operator
  csrf?: string
  children: ReactNode
}

function Bar({ c, current, operator, csrf, w }: Omit<ConsolePageProps, 'children' | 'title'> & { w: ConsoleWords }) {
  const lang = c.get('lang')
  const base = consoleBase(lang)
  const url = new URL(c.req.url)
  const here = url.pathname.replace(/^\/en\/__ops/, '/__ops').replace(/^\/__ops/, '')
  const other = `${consoleBase(lang === 'en' ? 'zh-CN' : 'en')}${here || '/'}${url.search}`
  return (
    <header className="bar">
      <span className="bar__title">{w.title}</span>
      {operator ? (
        <nav aria-label={w.title}>
          <ul>
            {(['status', 'inbox', 'content'] as const).map((id) => (
              <li key={id}>
                <a href={`${base}${id === 'status' ? '/' : `/${id}`}`} aria-current={current === id ? 'page' : undefined}>
                  {w.nav[id]}
                </a>
              </li>
            ))}
            <li>
              <a href={lang === 'en' ? '/en/' : '/'}>{w.site}</a>
            </li>
          </ul>
        </nav>
      ) : null}
      <a href={other} hrefLang={lang === 'en' ? 'zh-CN' : 'en'} lang={lang === 'en' ? 'zh-CN' : 'en'}>
        {w.otherLanguage}
      </a>
      {operator?.via === 'token' && csrf ? (
        <form method="post" action={`${base}/sign-out`}>
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" className="secondary">
            {w.signOut}
          </button>
        </form>
      ) : operator ? (
        <span className="muted">{`${w.signedInAs}${operator.identity}`}</span>
      ) : null}
    </header>
  )
}

/** A console page as the answer, with `status`. */
export function consolePage(props: ConsolePageProps, status: 200 | 400 | 401 | 403 | 404 | 409 | 503 = 200): Response {
  const { c, title, children } = props
  const lang = c.get('lang')
  const w = WORDS[lang]
  const html = renderToString(
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${w.title}`}</title>
        <style nonce={c.get('nonce')} dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <Bar {...props} w={w} />
        <main>
          <h1>{title}</h1>
          {children}
        </main>
      </body>
    </html>,
  )
  return new Response(`<!doctype html>${html}`, { status, headers: consoleHeaders({ 'Content-Type': 'text/html; charset=utf-8' }) })
}

/** What every console answer carries: never kept by a cache, never indexed. */
export function consoleHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', ...headers }
}

/** A short notice at the top of a page (the outcome of an action), good or bad. */
export function Notice({ text, bad = false }: { text: string; bad?: boolean }) {
  return (
    <p className={bad ? 'notice notice--bad' : 'notice'} role="status">
      {text}
    </p>
  )
}
