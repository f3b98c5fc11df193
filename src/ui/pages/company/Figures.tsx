import { formatFigure } from '../../text/figures.ts'

/** A figure as the pages show it: spec §1's marketing figures read the same in both languages, thousands grouped
 * (formatFigure). */
export interface FigureView {
  value: string
  unit?: string | null
  label: string
}

/**
 * Headline figures as a description list: each label (dt) with its figure (dd). The figure is drawn large
 * above its label; a screen reader reads "label: figure unit".
 */
export function Figures({ figures, className }: { figures: readonly FigureView[]; className?: string }) {
  if (figures.length === 0) return null
  return (
    <dl className={className ? `figures ${className}` : 'figures'}>
      {figures.map((figure) => (
        <div key={figure.label} className="figures__item">
          <dt className="figures__label">{figure.label}</dt>
          <dd className="figures__value">
            <span className="figures__number">{formatFigure(figure.value)}</span>
            {figure.unit ? <span className="figures__unit"> {figure.unit}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
