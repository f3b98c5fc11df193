/**
 * What a visitor's message may not carry (issue 24): NUL and the other C0 and C1 control characters, DEL, and
 * the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), with which a name can
 * show itself reversed or disguised in an operator's tools. Newlines and tabs are text and stay; a line break
 * sent as CR LF or CR (a form post's textarea sends CR LF) stays one newline.
 */
const LINE_BREAK = /\r\n?/g
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g

export function withoutControlCharacters(text: string): string {
  return text.replace(LINE_BREAK, '\n').replace(CONTROL, '')
}
