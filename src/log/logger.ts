/**
 * The worker's one way to log: each line is one JSON object (`level`, `event`, the request's path and ray id
 * or the cron trigger, then the event's fields), so Workers Logs can filter on any of them. Fields are ids,
 * counts, statuses and errors: never what a visitor sent (names, emails, phone numbers, message text) nor an
 * address.
 */
import { currentLogContext } from './log-context.ts'

export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Readonly<Record<string, unknown>>

const WRITERS: Record<LogLevel, (line: string) => void> = {
  info: (line) => console.log(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
}

/**
 * An error as fields. One with a status (a ContentError: an expected failure of a source) gives its status
 * and the source's own account (`detail`); another its stack, as it is a fault of the site.
 */
function errorFields(error: unknown): unknown {
  if (!(error instanceof Error)) return { message: String(error) }
  const { status, detail } = error as { status?: unknown; detail?: unknown }
  if (typeof status === 'number') return { name: error.name, message: error.message, status, ...(typeof detail === 'string' ? { detail } : {}) }
  return { name: error.name, message: error.message, stack: error.stack }
}

function write(level: LogLevel, event: string, fields: LogFields = {}): void {
  const line: Record<string, unknown> = { level, event, ...currentLogContext() }
  for (const [key, value] of Object.entries(fields)) line[key] = key === 'error' && value !== null && value !== undefined ? errorFields(value) : value
  WRITERS[level](JSON.stringify(line))
}

export const log = {
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
}
