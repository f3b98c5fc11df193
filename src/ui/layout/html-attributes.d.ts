// Attributes React renders as they are but @types/react does not list yet: invoker commands
// (`<button command="show-modal" commandfor="…">`) and the dialog's light dismiss (`closedby`); and the site's own
// element <k-w>.
import 'react'

declare module 'react' {
  // <k-w>, the site's own inline element that keeps a Chinese text's words whole (site.css).
  namespace JSX {
    interface IntrinsicElements {
      'k-w': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>
    }
  }
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
    commandfor?: string
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none'
  }
}
