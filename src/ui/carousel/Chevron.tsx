import { Icon } from '../layout/icons.tsx'

/** A chevron pointing the way its button moves (carousel.css turns it). */
export function Chevron({ direction }: { direction: 'left' | 'right' | 'up' | 'down' }) {
  return <Icon name="chevron" size={20} className={`chevron chevron--${direction}`} />
}
