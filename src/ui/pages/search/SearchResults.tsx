import type { SearchGroup } from '../../../search/index.ts'
import { usePage } from '../../render/page-context.tsx'
import { Marked } from './Marked.tsx'
import { formatNumber } from '../../text/numbers.ts'

/** A page of the results by kind (products, solutions, news, documents, company pages), each a list in rank order, headed by how many of that kind there are in all. */
export function SearchResults({ groups }: { groups: readonly SearchGroup[] }) {
  const { t, lang } = usePage()
  return (
    <>
      {groups.map(({ kind, hits, total }) => (
        <section key={kind} className="search-group" aria-labelledby={`search-${kind}`}>
          <h2 className="search-group__heading" id={`search-${kind}`}>
            {t(`search.kinds.${kind}`)} <span className="search-group__count">{formatNumber(total, lang)}</span>
          </h2>
          <ol className="search-group__list">
            {hits.map((hit) => (
              <li key={hit.url} className="search-hit">
                <a className="search-hit__title" href={hit.url}>
                  <Marked text={hit.title} />
                </a>
                {hit.excerpt.text ? (
                  <p className="search-hit__excerpt">
                    <Marked text={hit.excerpt} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  )
}
