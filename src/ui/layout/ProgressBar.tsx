/**
 * The top progress bar (spec §2, §9): shown during navigation and island fetches once the wait passes
 * 200 ms. Decorative for assistive technology (the browser announces page loads itself); driven by
 * src/client/layout/progress.ts.
 */
export function ProgressBar() {
  return (
    <div className="progress-bar" data-progress-bar="" aria-hidden="true">
      <div className="progress-bar__fill" />
    </div>
  )
}
