/**
 * What a visitor's message may not carry (issues 24 and 37): NUL and the other C0 and C1 control characters,
 * DEL, and every bidirectional control (Unicode's Bidi_Control: the marks U+061C, U+200E, U+200F, the
 * embeddings and overrides U+202A–U+202E, the isolates U+2066–U+2069), with which a name can show itself
 * reversed or disguised in an operator's tools, or hide a leading `=` from a spreadsheet. Newlines and tabs
 * are text and stay; a line break sent as CR LF or CR (a form post's textarea sends CR LF) stays one newline.
 */
const LINE_BREAK = /\r\n?/g
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\p{Bidi_Control}]/gu

export function withoutControlCharacters(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(CONTROL, '')
}
