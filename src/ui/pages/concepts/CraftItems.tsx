import type { CraftItem } from '../../../content/model/entities.ts'
import { Picture } from '../../content/Picture.tsx'
import { formatFigure } from '../../text/figures.ts'

/**
 * The eight craft items of the craftsmanship chapter: picture, figure (the same in both languages, thousands grouped), what it
 * measures. The first picture is on the first screen of a phone, and its largest paint: it loads at once.
 */
export function CraftItems({ items }: { items: CraftItem[] }) {
  return (
    <ul className="craft-items">
      {items.map((item, index) => (
        <li key={item.id} className="craft-item">
          <Picture className="craft-item__image" src={item.image} alt="" width={800} height={600} size="card" load={index === 0 ? 'priority' : 'lazy'} />
          <p className="craft-item__figure">{formatFigure(item.figure)}</p>
          <h3 className="craft-item__title">
            {item.title}
          </h3>
          <p className="craft-item__text">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
