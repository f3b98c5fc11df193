// Attributes React renders as they are but @types/react does not list yet: invoker commands
// (`<button command="show-modal" commandfor="…">`) and the dialog's light dismiss (`closedby`).
import 'react'

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
    commandfor?: string
  }
  interface DialogHTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none'
  }
}
