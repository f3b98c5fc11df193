import { CarouselButtons } from '../../carousel/CarouselButtons.tsx'
import { usePage } from '../../render/page-context.tsx'
import { Picture } from '../../content/Picture.tsx'
import { SeparatedList } from '../../content/SeparatedList.tsx'
import { BANNER_HEIGHT, BANNER_SIZE, BANNER_WIDTH, bannerPoster, type BannerView } from './banners.ts'
import { bannerSources } from './banner-frames.ts'

/**
 * §2 Home, first section: the banners, a vertical carousel without autoplay, as plain HTML that
 * src/client/banners/ starts (no React). The indicator list reveals a banner on hover, focus or click; the
 * buttons and the arrow keys step through them. The track slides by a banner's height (home.css). Swiping is
 * off on purpose: a banner that fills the screen would trap the page's own scrolling. Without JavaScript the
 * indicators are links to each banner, the banners scroll (home.css) and a video has the browser's controls.
 *
 * The keyboard: the previous/next buttons and the indicators come first, the indicators one stop in the Tab
 * order once the script runs (the shown banner's; the arrow keys, Home and End move between them and show
 * theirs), then the shown banner's controls (the others are inert). Following an indicator with Enter moves focus to
 * its banner.
 */
export function BannersSection({ banners }: { banners: BannerView[] }) {
  const { t } = usePage()
  const total = banners.length
  return (
    <section id="banners" className="home-banners" aria-label={t('home.banners.label')}>
      {total > 0 ? (
        <div className={total > 1 ? 'banners banners--nav' : 'banners'} data-banners="" data-play-label={t('home.banners.play')} data-pause-label={t('home.banners.pause')}>
          {total > 1 ? (
            <div className="banners__nav">
              {/* Before the indicators in the HTML, so that they never move while the indicators arrive (home.css). */}
              <CarouselButtons carousel="banners" vertical prevLabel={t('home.banners.prev')} nextLabel={t('home.banners.next')} />
              <ol className="banners__indicators" aria-label={t('home.banners.indicators')}>
                {banners.map((banner, index) => (
                  <li key={banner.id}>
                    <a className="banners__indicator" href={`#banner-${banner.id}`} aria-current={index === 0 ? 'true' : undefined}>
                      <span className="banners__number" aria-hidden="true">
                        {String(index + 1).padStart(2, '0')}
                      </span>
                      <span className="banners__label">
                        {banner.title}
                      </span>
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
          <div className="banners__frame">
            <div className="banners__track" id="banners-track">
              {banners.map((banner, index) => (
                <BannerSlide key={banner.id} banner={banner} index={index} total={total} />
              ))}
            </div>
          </div>
        </div>
      ) : null}
    </section>
  )
}

/**
 * One banner. Its picture (a video banner's poster) is an <img>, with the site's other shapes of it as <source>s
 * (banner-frames.ts): the first banner's is the page's LCP —
 * eager, `fetchpriority="high"`, preloaded from the head, inside <picture> so that React adds no preload of
 * its own — and the others load lazily, when they come into view. A video banner's <video> lies on top of
 * it, transparent until it plays; the script gives it its `poster` once shown, so an unseen poster costs no
 * bytes. It never plays by itself.
 */
function BannerSlide({ banner, index, total }: { banner: BannerView; index: number; total: number }) {
  const { t } = usePage()
  const isVideo = banner.kind === 'video' && Boolean(banner.video)
  const first = index === 0
  return (
    <div id={`banner-${banner.id}`} className="banner" role="group" aria-label={t('home.banners.slide', { n: index + 1, total })} tabIndex={-1}>
      <div className="banner__media">
        <picture>
          {bannerSources(banner.image, BANNER_SIZE).map((source) => (
            <source key={source.media} media={source.media} srcSet={source.srcSet ?? source.src} sizes={source.sizes} />
          ))}
          <Picture src={banner.image} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT} size={BANNER_SIZE} load={first ? 'priority' : 'lazy'} />
        </picture>
        {isVideo ? (
          // Without JavaScript the browser's own controls play it; with it the buttons below, and full screen.
          <video data-poster={bannerPoster(banner)} width={BANNER_WIDTH} height={BANNER_HEIGHT} preload="none" muted loop playsInline controls>
            <source src={banner.video ?? undefined} type="video/mp4" />
          </video>
        ) : null}
      </div>
      <div className="banner__text">
        {banner.mark ? <p className="banner__mark">{banner.mark}</p> : null}
        <h2 className="banner__title">
          {banner.title}
        </h2>
        {banner.subtitle ? (
          <p className="banner__subtitle" data-words="">
            <SeparatedList text={banner.subtitle} />
          </p>
        ) : null}
        {banner.details ? <p className="banner__details">{banner.details}</p> : null}
        {isVideo || banner.tools.length > 0 ? (
          <div className="banner__actions">
            {isVideo ? (
              <>
                <button type="button" className="banner__button banner__play" data-banner-play="">
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path className="banner__icon-play" d="M8 5l11 7-11 7z" fill="currentColor" />
                    <path className="banner__icon-pause" d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
                  </svg>
                  <span className="visually-hidden" data-banner-play-label="">
                    {t('home.banners.play')}
                  </span>
                </button>
                <button type="button" className="banner__button banner__fullscreen" data-banner-fullscreen="">
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  <span className="visually-hidden">{t('home.banners.fullscreen')}</span>
                </button>
              </>
            ) : null}
            {banner.tools.map((tool) => (
              <a key={tool.href + tool.name} className="banner__tool" href={tool.href} target={tool.blank ? '_blank' : undefined} rel={tool.blank ? 'noopener' : undefined}>
                {tool.icon ? <Picture src={tool.icon} alt="" width={20} height={20} size="icon" /> : null}
                {tool.name}
                {tool.blank ? <span className="visually-hidden"> {t('home.banners.newTab')}</span> : null}
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  )
}
