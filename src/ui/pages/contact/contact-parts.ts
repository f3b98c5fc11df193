/**
 * Contact texts that carry phone numbers and email addresses (the PR contact's details): split into plain
 * text, numbers and addresses, so each becomes a tel: or mailto: link.
 */
export type ContactPart = { kind: 'text'; text: string } | { kind: 'phone'; text: string } | { kind: 'email'; text: string }

// An address (text@domain.tld) or a phone number: an optional +, then digits with spaces, dots or dashes, at least 7 digits.
const CONTACTS = /([^\s@·,;，；]+@[^\s@·,;，；]+\.[A-Za-z]{2,})|(\+?\d[\d\s.-]{5,}\d)/g

export function contactParts(text: string): ContactPart[] {
  const parts: ContactPart[] = []
  let at = 0
  for (const match of text.matchAll(CONTACTS)) {
    const [found, email] = match
    const digits = found.replace(/\D/g, '')
    if (!email && digits.length < 7) continue
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) })
    parts.push({ kind: email ? 'email' : 'phone', text: found })
    at = match.index + found.length
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) })
  return parts
}
