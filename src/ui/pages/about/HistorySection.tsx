import type { HistoryItem } from '../../../content/model/entities.ts'
import { ABOUT_ANCHORS } from '../../../routing/links.ts'
import { usePage } from '../../render/page-context.tsx'
import { Carousel } from '../../carousel/Carousel.tsx'
import { trackId } from '../../carousel/track-id.ts'
import { Chevron } from '../../carousel/Chevron.tsx'
import { CompanySection } from '../company/CompanySection.tsx'

/** How long the timeline shows an entry before it moves on by itself. */
export const HISTORY_AUTOPLAY_MS = 5000

/** The element id of each entry: `history-<year>`, and `-2`, `-3`… for more entries in one year. */
export function entryIds(entries: readonly HistoryItem[]): string[] {
  const seen = new Map<string, number>()
  return entries.map(({ year }) => {
    const count = (seen.get(year) ?? 0) + 1
    seen.set(year, count)
    return count === 1 ? `history-${year}` : `history-${year}-${count}`
  })
}

/**
 * The history timeline (anchor6): every entry, 1997 to today, with its year, title and text, is in the
 * HTML. A rail of the years and a carousel of one entry at a time (src/ui/carousel/script/timeline.ts):
 * previous and next name the neighbouring years and move by one entry; it plays by itself, pausing while
 * the pointer is over it or focus is in it, never under reduced motion, and a button stops it. Without
 * JavaScript the years are links to their entries, which scroll sideways.
 */
export function HistorySection({ entries }: { entries: HistoryItem[] }) {
  const { t } = usePage()
  const ids = entryIds(entries)
  const track = trackId('history')
  return (
    <CompanySection id={ABOUT_ANCHORS.history} title={t('about.historyTitle')} lead={t('about.historyLead')} variant="dark">
      {entries.length > 0 ? (
        <Carousel
          id="history"
          variant="timeline"
          kind="timeline"
          className="timeline"
          slideClassName="timeline__entry"
          label={t('about.historyTitle')}
          root={{
            'data-autoplay-ms': HISTORY_AUTOPLAY_MS,
            'data-prev-label': t('gallery.prevEntry', { year: '{{year}}' }),
            'data-next-label': t('gallery.nextEntry', { year: '{{year}}' }),
            'data-pause-label': t('gallery.pause'),
            'data-play-label': t('gallery.play'),
          }}
          before={
            <ol className="timeline__years" aria-label={t('about.historyYears')}>
              {entries.map((entry, index) => (
                <li key={entry.id} className="timeline__year-item">
                  <a className="timeline__year" href={`#${ids[index]}`} data-slide-to={index} aria-current={index === 0 ? 'true' : undefined}>
                    {entry.year}
                  </a>
                </li>
              ))}
            </ol>
          }
          slides={entries.map((entry, index) => ({
            key: entry.id,
            id: ids[index],
            content: (
              <>
                <h3 className="timeline__heading">
                  <span className="timeline__entry-year">{entry.year}</span> <span className="timeline__entry-title">
                    {entry.title}
                  </span>
                </h3>
                <p className="timeline__text">{entry.content}</p>
              </>
            ),
          }))}
          after={
            <div className="timeline__controls">
              <button type="button" className="timeline__step timeline__step--prev" data-carousel-prev="" aria-controls={track} aria-label={t('gallery.prevSlide')} disabled>
                <Chevron direction="left" />
                <span className="timeline__step-year" data-neighbour="" />
              </button>
              <button type="button" className="timeline__toggle" data-autoplay-toggle="" aria-controls={track} hidden>
                <svg className="timeline__toggle-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path className="timeline__icon-pause" d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                  <path className="timeline__icon-play" d="M8 5l11 7-11 7z" fill="currentColor" />
                </svg>
                <span className="visually-hidden" data-autoplay-label="">
                  {t('gallery.pause')}
                </span>
              </button>
              <button type="button" className="timeline__step timeline__step--next" data-carousel-next="" aria-controls={track} aria-label={entries[1] ? t('gallery.nextEntry', { year: entries[1].year }) : t('gallery.nextSlide')} disabled>
                <span className="timeline__step-year" data-neighbour="">
                  {entries[1]?.year}
                </span>
                <Chevron direction="right" />
              </button>
            </div>
          }
        />
      ) : null}
    </CompanySection>
  )
}
