import { useBundle, usePage } from '../../render/page-context.tsx'
import { ABOUT_ANCHORS, CONCEPT_ANCHORS, links } from '../../../routing/links.ts'
import { COMPANY_POPOVER_IMAGE, POPOVER_HISTORY_ENTRIES, POPOVER_NEWS_ENTRIES } from '../settings.ts'
import { MegaPanel } from './MegaPanel.tsx'
import { calendarDate } from '../../text/dates.ts'
import { responsive } from '../../content/responsive.ts'

/**
 * The company popover (spec §2), six columns: 1 about, 2 concepts (the overview and its five chapters:
 * six entries), 3 cases by case category, 4 a picture, 5 history (the newest five, newest first),
 * 6 the latest news.
 */
export function CompanyPanel({ id, label }: { id: string; label: string }) {
  const { t, lang } = usePage()
  const { exampleCategories, history, latestNews } = useBundle()
  const to = links(lang)
  const about = (anchor?: string) => to.route('AccessHcs', [], anchor)
  return (
    <MegaPanel id={id} label={label}>
      <div className="mega-company">
        <section>
          <p className="mega__title">
            <a href={about()}>{t('header.company.about')}</a>
          </p>
          <p className="mega__text">{t('header.company.aboutText')}</p>
          <ul className="mega__links">
            <li>
              <a href={about(ABOUT_ANCHORS.about)}>{t('header.company.profile')}</a>
            </li>
            <li>
              <a href={about(ABOUT_ANCHORS.expertise)}>{t('header.company.expertise')}</a>
            </li>
            <li>
              <a href={to.brochure()}>{t('header.company.brochure')}</a>
            </li>
          </ul>
        </section>
        <section>
          <p className="mega__title">
            <a href={to.route('Concepts')}>{t('header.company.concepts')}</a>
          </p>
          <ul className="mega__links">
            <li>
              <a href={to.route('Concepts')}>{t('header.company.conceptsOverview')}</a>
            </li>
            {CONCEPT_ANCHORS.map((anchor) => (
              <li key={anchor}>
                <a href={to.route('Concepts', [], anchor)}>{t(`header.company.${anchor}`)}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <p className="mega__title">
            <a href={to.route('Case')}>{t('header.company.cases')}</a>
          </p>
          <ul className="mega__links">
            {exampleCategories.map((category) => (
              <li key={category.id}>
                <a href={to.caseCategory(category)}>{category.categoryName}</a>
              </li>
            ))}
          </ul>
        </section>
        <div className="mega-company__picture">
          <img {...responsive(COMPANY_POPOVER_IMAGE, 320, 'aside')} alt={t('header.company.imageAlt')} width={320} height={240} loading="lazy" decoding="async" />
        </div>
        <section>
          <p className="mega__title">
            <a href={about(ABOUT_ANCHORS.history)}>{t('header.company.history')}</a>
          </p>
          <ol className="mega-history">
            {history.slice(0, POPOVER_HISTORY_ENTRIES).map((entry) => (
              <li key={entry.id}>
                <a href={about(ABOUT_ANCHORS.history)}>
                  <span>{entry.year}</span> <span>{entry.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </section>
        <section>
          <p className="mega__title">
            <a href={to.route('IndustryTrends')}>{t('header.company.news')}</a>
          </p>
          <ul className="mega-news">
            {latestNews.slice(0, POPOVER_NEWS_ENTRIES).map((news) => {
              const date = calendarDate(news.createTime, lang)
              return (
                <li key={news.id}>
                  <a href={to.news(news)}>
                    <time dateTime={date.dateTime}>
                      {date.text}
                    </time>
                    <span>{news.title}</span>
                  </a>
                </li>
              )
            })}
          </ul>
          <a className="mega__more" href={to.route('IndustryTrends')}>
            {t('header.company.moreNews')}
          </a>
        </section>
      </div>
    </MegaPanel>
  )
}
