/**
 * The operator console (issue 52) at /__ops/ (Chinese) and /en/__ops/ (English): status, inbox, one message,
 * content purges, sign-in. Every page is a GET; every action a POST with the session's CSRF token, answered with
 * a redirect (303) to the page that shows its outcome. The JSON routes beside it keep their bearer token.
 */
import { Hono, type Context } from 'hono'
import { readBodyWithin } from '../../api/read-body.ts'
import { bundleStatus } from '../../content/bundle/status.ts'
import { breakerFor } from '../../content/sources/circuit-breaker.ts'
import { listMessages, type StoredMessage } from '../../content/sources/d1-messages.ts'
import { sourceKind } from '../../content/sources/select.ts'
import { cmsBase } from '../../content/sources/upstream.ts'
import { lastCronRun } from '../../cron/last-run.ts'
import { deliveryBacklog } from '../../delivery/backlog.ts'
import { eventsOf } from '../../delivery/events.ts'
import type { AppEnv } from '../../env.ts'
import { mailSetup } from '../../mail/settings.ts'
import { MessageId } from '../message-id.ts'
import { messagesCsv } from '../messages-csv.ts'
import { lastPurges } from '../purges/purge-log.ts'
import { runPurge } from '../purges/purge.ts'
import { parsePurgeTarget, RECORD_KINDS, type RecordKind } from '../purges/purge-target.ts'
import { retryMailOf } from '../retry-mail.ts'
import { retryDelivery } from '../retry-message.ts'
import { inboxFilters, inboxPage } from './inbox-query.ts'
import { consoleBase, consoleHeaders, consolePage, Notice } from './render.tsx'
import { ContentScreen } from './screens/ContentScreen.tsx'
import { InboxScreen } from './screens/InboxScreen.tsx'
import { MessageScreen } from './screens/MessageScreen.tsx'
import { SignInScreen } from './screens/SignInScreen.tsx'
import { StatusScreen } from './screens/StatusScreen.tsx'
import { csrfMatches, csrfToken, operatorOf, signIn, signInChallenge, signOutCookie, type Operator } from './session.ts'
import { fill, WORDS } from './words.ts'

export const opsConsole = new Hono<AppEnv>()

/** A console form's body is a few fields. */
const FORM_LIMIT = 8192

const words = (c: Context<AppEnv>) => WORDS[c.get('lang')]
const base = (c: Context<AppEnv>) => consoleBase(c.get('lang'))
const seeOther = (location: string) => new Response(null, { status: 303, headers: consoleHeaders({ Location: location }) })

/** A form's fields, or null when the body is too long or not text. */
async function formOf(c: Context<AppEnv>): Promise<URLSearchParams | null> {
  const text = await readBodyWithin(c.req.raw, FORM_LIMIT).catch(() => null)
  return text === null ? null : new URLSearchParams(text)
}

/** The page asking why the console cannot go on: Access refused, or it is disabled. */
function refused(c: Context<AppEnv>, status: 400 | 403 | 404 | 503, message: string): Response {
  return consolePage({ c, title: words(c).refused, children: <Notice text={message} bad /> }, status)
}

type Page = (c: Context<AppEnv>, operator: Operator, csrf: string) => Promise<Response>

/** A page or action for a signed-in operator; anyone else is sent to sign in (or refused, behind Access). */
function guarded(handler: Page) {
  return async (c: Context<AppEnv>) => {
    const check = await operatorOf(c)
    if (!check.ok) {
      if (!check.signIn) return refused(c, check.status === 401 ? 403 : check.status, check.message)
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return seeOther(`${base(c)}/sign-in`)
      const back = new URL(c.req.url)
      return seeOther(`${base(c)}/sign-in?${new URLSearchParams({ ...(check.message === 'expired' ? { expired: '1' } : {}), back: back.pathname + back.search })}`)
    }
    return handler(c, check.operator, await csrfToken(c, check.operator))
  }
}

/** An action: its form, once its CSRF token is this session's. */
function action(handler: (c: Context<AppEnv>, form: URLSearchParams, operator: Operator) => Promise<Response>) {
  return guarded(async (c, operator) => {
    const form = await formOf(c)
    if (!form) return refused(c, 400, words(c).csrf)
    if (!(await csrfMatches(c, operator, form.get('csrf') ?? ''))) return refused(c, 403, words(c).csrf)
    return handler(c, form, operator)
  })
}

/** A page's notice, from the query an action's redirect set. */
function noticeOf(c: Context<AppEnv>) {
  const text = c.req.query('notice')
  return text ? <Notice text={text.slice(0, 300)} bad={c.req.query('bad') === '1'} /> : null
}

/** Where an action's outcome is shown: `path` with its notice. */
const withNotice = (path: string, text: string, bad = false) => `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ notice: text, ...(bad ? { bad: '1' } : {}) })}`

// Sign-in: without Access, the form that sets the session; with it, the console is Access's to open.
opsConsole.get('/sign-in', async (c) => {
  const check = await operatorOf(c)
  if (check.ok) return seeOther(`${base(c)}/`)
  if (!check.signIn) return refused(c, check.status === 401 ? 403 : check.status, check.message)
  const w = words(c)
  const problem = c.req.query('expired') ? w.signIn.expired : c.req.query('problem') === 'token' ? w.signIn.wrongToken : c.req.query('problem') === 'csrf' ? w.signIn.stale : undefined
  const challenge = signInChallenge(c)
  const back = c.req.query('back') ?? ''
  const page = consolePage(
    { c, title: w.signIn.title, children: <SignInScreen base={base(c)} challenge={challenge.value} back={back.startsWith(`${base(c)}/`) ? back : ''} problem={problem} w={w} /> },
    problem && !c.req.query('expired') ? 401 : 200,
  )
  page.headers.append('Set-Cookie', challenge.setCookie)
  return page
})

opsConsole.post('/sign-in', async (c) => {
  if (!c.env.OPS_TOKEN) return refused(c, 404, 'The operator console is disabled: OPS_TOKEN is not set')
  const form = await formOf(c)
  const result = form ? await signIn(c, { token: form.get('token') ?? '', csrf: form.get('csrf') ?? '' }) : { ok: false as const, reason: 'csrf' as const }
  const back = form?.get('back') ?? ''
  const target = result.ok ? (back.startsWith(`${base(c)}/`) ? back : `${base(c)}/`) : `${base(c)}/sign-in?problem=${result.reason}`
  const answer = seeOther(target)
  if (result.ok) for (const cookie of result.setCookies) answer.headers.append('Set-Cookie', cookie)
  return answer
})

opsConsole.post(
  '/sign-out',
  action(async (c) => {
    const answer = seeOther(`${base(c)}/sign-in`)
    answer.headers.append('Set-Cookie', signOutCookie(c))
    return answer
  }),
)

opsConsole.get(
  '/',
  guarded(async (c, operator, csrf) => {
    const { env } = c
    const now = new Date()
    const [bundles, cron, messages] = await Promise.all([bundleStatus(env, now), lastCronRun(env), deliveryBacklog(env.DB, now)])
    const facts = {
      now,
      source: { kind: sourceKind(env), upstreamApi: env.UPSTREAM_API || null },
      bundles,
      breaker: env.UPSTREAM_API ? breakerFor(cmsBase(env.UPSTREAM_API)).snapshot().state : null,
      cron,
      messages,
      email: mailSetup(env),
    }
    const w = words(c)
    return consolePage({ c, title: w.status.title, current: 'status', operator, csrf, children: <StatusScreen facts={facts} w={w} lang={c.get('lang')} /> })
  }),
)

opsConsole.get(
  '/inbox',
  guarded(async (c, operator, csrf) => {
    const filters = inboxFilters(c.req.query())
    const page = await inboxPage(c.env.DB, filters)
    const w = words(c)
    return consolePage({ c, title: w.inbox.title, current: 'inbox', operator, csrf, children: <InboxScreen base={base(c)} filters={filters} page={page} w={w} /> })
  }),
)

// The existing export (GET /__ops/messages?format=csv) for a signed-in browser.
opsConsole.get(
  '/inbox.csv',
  guarded(async (c) => {
    const page = await listMessages(c.env.DB, { limit: 100_000 })
    return new Response(messagesCsv(page.records), {
      headers: consoleHeaders({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="messages.csv"' }),
    })
  }),
)

async function storedMessage(db: D1Database, id: number): Promise<StoredMessage | null> {
  const page = await listMessages(db, { limit: 1, before: id + 1 })
  const [message] = page.records
  return message?.id === id ? message : null
}

opsConsole.get(
  '/inbox/:id',
  guarded(async (c, operator, csrf) => {
    const w = words(c)
    const parsed = MessageId(c.req.param('id'))
    const message = parsed.ok ? await storedMessage(c.env.DB, parsed.id) : null
    if (!message) return consolePage({ c, title: w.inbox.title, current: 'inbox', operator, csrf, children: <Notice text={w.message.notFound} bad /> }, 404)
    const view = {
      message,
      events: await eventsOf(c.env.DB, message.id),
      canRetry: message.deliveryState === 'failed' || message.deliveryState === 'pending',
      canRetryMail: mailSetup(c.env).configured && (message.mailState === 'failed' || message.mailState === 'pending'),
    }
    return consolePage({
      c,
      title: fill(w.message.title, { id: message.id }),
      current: 'inbox',
      operator,
      csrf,
      children: (
        <>
          {noticeOf(c)}
          <MessageScreen base={base(c)} view={view} csrf={csrf} w={w} />
        </>
      ),
    })
  }),
)

opsConsole.post(
  '/inbox/:id/retry',
  action(async (c) => {
    const parsed = MessageId(c.req.param('id'))
    if (!parsed.ok) return refused(c, 400, parsed.message)
    const outcome = await retryDelivery(c.env, parsed.id)
    const w = words(c)
    const page = `${base(c)}/inbox/${parsed.id}`
    return seeOther(outcome.ok ? withNotice(page, fill(w.done.retried, { state: w.states[outcome.after?.deliveryState ?? ''] ?? '' })) : withNotice(page, outcome.message, true))
  }),
)

opsConsole.post(
  '/inbox/:id/retry-mail',
  action(async (c) => {
    const parsed = MessageId(c.req.param('id'))
    if (!parsed.ok) return refused(c, 400, parsed.message)
    const outcome = await retryMailOf(c.env, parsed.id)
    const w = words(c)
    const page = `${base(c)}/inbox/${parsed.id}`
    return seeOther(outcome.ok ? withNotice(page, fill(w.done.mailRetried, { state: w.states[outcome.after?.mailState ?? ''] ?? '' })) : withNotice(page, outcome.message, true))
  }),
)

opsConsole.get(
  '/content',
  guarded(async (c, operator, csrf) => {
    const w = words(c)
    const purges = await lastPurges(c.env.DB)
    return consolePage({
      c,
      title: w.content.title,
      current: 'content',
      operator,
      csrf,
      children: (
        <>
          {noticeOf(c)}
          <ContentScreen base={base(c)} csrf={csrf} purges={purges} w={w} />
        </>
      ),
    })
  }),
)

/** The purge a console form names, as the JSON body POST /__ops/purge takes. */
function purgeBody(form: URLSearchParams): string {
  const kind = form.get('kind') ?? ''
  const code = form.get('code') ?? ''
  if (kind === 'all') return JSON.stringify({ all: true })
  if (kind === 'url') return JSON.stringify({ url: code })
  return RECORD_KINDS.includes(kind as RecordKind) ? JSON.stringify({ [kind]: code }) : JSON.stringify({ [kind || 'kind']: code })
}

opsConsole.post(
  '/content/purge',
  action(async (c, form) => {
    const w = words(c)
    const page = `${base(c)}/content`
    const parsed = parsePurgeTarget(purgeBody(form))
    if (!parsed.ok) return seeOther(withNotice(page, fill(w.content.failed, { message: parsed.message }), true))
    const outcome = await runPurge(c.env, parsed.target, 'console')
    if (!outcome.ok) return seeOther(withNotice(page, fill(w.content.failed, { message: outcome.message }), true))
    const target = parsed.target
    const what = 'all' in target ? w.content.all : 'url' in target ? target.url : `${w.content.kinds[target.kind]} ${target.code}`
    const text = outcome.failed.length ? fill(w.content.failed, { message: outcome.failed.join('; ') }) : fill(w.content.done, { what })
    return seeOther(withNotice(page, text, outcome.failed.length > 0))
  }),
)
