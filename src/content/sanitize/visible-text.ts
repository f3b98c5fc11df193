/**
 * Whether a text shows anything: at least one letter, digit, punctuation mark or symbol that is not a
 * default-ignorable code point (zero-width space and joiners, word joiner, BOM, soft hyphen, Hangul fillers),
 * which a screen draws as nothing. White space, marks alone and those characters alone show nothing.
 */
const VISIBLE = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}\p{P}\p{S}]/u

export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text)
}
