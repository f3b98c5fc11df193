/**
 * Where a language's search index is kept: in KV beside the start-up bundle (one key per language and source),
 * and in this isolate once loaded. Reading loads an index once per stored text, not once per request.
 */
import * as v from 'valibot'
import { storedTextId } from '../content/bundle/stored-text.ts'
import { sourceKind } from '../content/sources/select.ts'
import { log } from '../log/logger.ts'
import { LANGS, type Lang } from '../routing/locale.ts'
import { loadIndex, type SearchIndex } from './engine.ts'

/** As the bundle (content/bundle/store.ts): KV's edge copy for a minute, this isolate's for 5 s. */
const KV_CACHE_TTL = 60
const INDEX_RECHECK_MS = 5_000

/** A stored index: MiniSearch's data, the code map, and what it was built from. */
export const StoredIndex = v.object({
  lang: v.picklist(LANGS),
  /** The version of the bundle it was built with. */
  bundleVersion: v.string(),
  builtAt: v.string(),
  documents: v.number(),
  codes: v.record(v.string(), v.string()),
  index: v.record(v.string(), v.unknown()),
})
export type StoredIndex = v.InferOutput<typeof StoredIndex>

/** An index built from content: ready to search, its stored form, and that form as the JSON text KV keeps. */
export interface BuiltIndex {
  index: SearchIndex
  stored: StoredIndex
  text: string
}

/** An index ready to search. */
export interface LoadedIndex {
  lang: Lang
  bundleVersion: string
  builtAt: string
  documents: number
  index: SearchIndex
  codes: Readonly<Record<string, string>>
  /** Its stored size in bytes (UTF-8), as KV holds it. */
  bytes: number
}

export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).byteLength

export function searchIndexKey(env: Env, lang: Lang): string {
  return `search:v1:${sourceKind(env)}:${lang}`
}

/** The last index loaded in this isolate per key, what tells the text it came from, and when KV last confirmed it. */
const known = new Map<string, { textId: string; loaded: LoadedIndex; checkedAt: number }>()

/** Makes this isolate ask KV at its next read (tests that change KV behind its back). */
export function forgetRecentIndexes(): void {
  for (const entry of known.values()) entry.checkedAt = Number.NEGATIVE_INFINITY
}

function load(key: string, text: string): LoadedIndex | null {
  const entry = known.get(key)
  const textId = storedTextId(text)
  if (entry?.textId === textId) return entry.loaded
  try {
    const stored = v.parse(StoredIndex, JSON.parse(text))
    const { index, ...rest } = stored
    const loaded: LoadedIndex = { ...rest, index: loadIndex(index), bytes: utf8Bytes(text) }
    known.set(key, { textId, loaded, checkedAt: Number.NEGATIVE_INFINITY })
    return loaded
  } catch (error) {
    log.error('search.index.unreadable', { key, error })
    return null
  }
}

/** The stored index of `lang`, or null when there is none (or it is unreadable or of another shape). */
export async function readSearchIndex(env: Env, lang: Lang): Promise<LoadedIndex | null> {
  const key = searchIndexKey(env, lang)
  const recent = known.get(key)
  if (recent && Date.now() - recent.checkedAt < INDEX_RECHECK_MS) return recent.loaded
  try {
    const text = await env.KV.get(key, { type: 'text', cacheTtl: KV_CACHE_TTL })
    const loaded = text === null ? null : load(key, text)
    const entry = known.get(key)
    if (entry) entry.checkedAt = loaded ? Date.now() : Number.NEGATIVE_INFINITY
    return loaded
  } catch (error) {
    log.error('search.index.kv_read_failed', { key, error })
    return null
  }
}

/** The stored text of `lang`'s index, as it is (for comparing a rebuilt index with it). */
export async function storedIndexText(env: Env, lang: Lang): Promise<string | null> {
  return env.KV.get(searchIndexKey(env, lang), 'text')
}

/**
 * Stores an index built by build.ts and keeps it in this isolate as built, ready to search (loading its text
 * back would take as long again: a tenth of a purge at 40 times the demo content).
 */
export async function writeSearchIndex(env: Env, lang: Lang, built: BuiltIndex): Promise<LoadedIndex> {
  const key = searchIndexKey(env, lang)
  await env.KV.put(key, built.text)
  const { index: _data, ...rest } = built.stored
  const loaded: LoadedIndex = { ...rest, index: built.index, bytes: utf8Bytes(built.text) }
  known.set(key, { textId: storedTextId(built.text), loaded, checkedAt: Date.now() })
  return loaded
}
