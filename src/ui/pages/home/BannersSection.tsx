import HomeBanners, { type BannerView } from '../../islands/HomeBanners.tsx'
import { Island } from '../../render/island.tsx'
import { usePage } from '../../render/page-context.tsx'
import { BANNER_HEIGHT, BANNER_WIDTH } from './banners.ts'

/** §2 Home, first section: the banner carousel (an island: its indicators and video buttons keep state). */
export function BannersSection({ banners }: { banners: BannerView[] }) {
  const { t } = usePage()
  return (
    <section id="banners" className="home-banners" aria-label={t('home.banners.label')}>
      {banners.length > 0 ? (
        <Island
          component={HomeBanners}
          props={{
            banners,
            width: BANNER_WIDTH,
            height: BANNER_HEIGHT,
            labels: {
              slide: t('home.banners.slide', { n: '{{n}}', total: '{{total}}' }),
              indicators: t('home.banners.indicators'),
              prev: t('home.banners.prev'),
              next: t('home.banners.next'),
              fullscreen: t('home.banners.fullscreen'),
              play: t('home.banners.play'),
              pause: t('home.banners.pause'),
              newTab: t('home.banners.newTab'),
            },
          }}
        />
      ) : null}
    </section>
  )
}
