/** Sanitised rich HTML (content/README.md's allow-list) as the plain text a visitor reads. Pure. */

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function entity(whole: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  }
  return Object.hasOwn(ENTITIES, name) ? (ENTITIES[name] as string) : whole
}

/** Tags become spaces (a heading and its paragraph stay two words), entities their characters, white space one space. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, entity)
    .replace(/\s+/g, ' ')
    .trim()
}
