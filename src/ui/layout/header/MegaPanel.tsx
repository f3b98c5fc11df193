import type { ReactNode } from 'react'
import { usePage } from '../../render/page-context.tsx'
import { CloseIcon } from '../icons.tsx'

interface MegaPanelProps {
  id: string
  label: string
  children: ReactNode
}

/**
 * The frame of a header popover: a manual popover (the native Popover API puts it in the top layer; the
 * script in src/client/layout/menu.ts opens and closes it), server-rendered so its links are in the HTML.
 */
export function MegaPanel({ id, label, children }: MegaPanelProps) {
  const { t } = usePage()
  return (
    <div id={id} className="mega" popover="manual" role="group" aria-label={label}>
      <div className="mega__inner">
        {children}
        <button type="button" className="mega__close" data-popover-close="" aria-label={t('header.closePopover')}>
          <CloseIcon />
        </button>
      </div>
    </div>
  )
}
