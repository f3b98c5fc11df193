/** A duration in seconds, as a person says it: 40 秒 / 5 minutes / 3 小时 / 2 days. */
export function ago(seconds: number, lang: string): string {
  const s = Math.max(0, seconds)
  const [value, unit] = s < 90 ? [s, 0] : s < 90 * 60 ? [Math.round(s / 60), 1] : s < 36 * 3600 ? [Math.round(s / 3600), 2] : [Math.round(s / 86400), 3]
  if (lang !== 'en') return `${value} ${['秒', '分钟', '小时', '天'][unit]}`
  const name = ['second', 'minute', 'hour', 'day'][unit]
  return `${value} ${name}${value === 1 ? '' : 's'}`
}
