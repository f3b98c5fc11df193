import { usePage } from '../../render/page-context.tsx'

/**
 * The page's image dialog: a native modal `<dialog>` that src/client/lightbox/lightbox.ts fills with the
 * picture a ZoomableImage link points at. Escape and the close button (a `method="dialog"` form) close it,
 * as does a click beside the picture; focus returns to the link. A page places it once.
 */
export function Lightbox() {
  const { t } = usePage()
  return (
    <dialog className="lightbox" data-lightbox="" aria-labelledby="lightbox-caption">
      <figure className="lightbox__figure">
        <div className="lightbox__frame" data-lightbox-frame="" />
        <figcaption className="lightbox__caption" id="lightbox-caption" data-lightbox-caption="" />
      </figure>
      <form method="dialog" className="lightbox__close-form">
        <button type="submit" className="lightbox__close" aria-label={t('gallery.close')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </dialog>
  )
}
