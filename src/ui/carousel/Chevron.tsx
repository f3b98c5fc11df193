import { Icon } from '../layout/icons.tsx'

/** A chevron pointing the way its button moves: right as drawn, carousel.css turns the others. */
export function Chevron({ direction }: { direction: 'left' | 'right' | 'up' | 'down' }) {
  return <Icon name="chevron" size={20} className={direction === 'right' ? 'chevron' : `chevron chevron--${direction}`} />
}
