// Visitor and editor text that is shown or mailed as plain text. Control characters (other
// than the line break) and the bidirectional overrides used to disguise text are removed;
// everything else, HTML-looking or not, stays as typed: it is never treated as HTML.

const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;

/** Multi-line text: line breaks unified, at most one empty line in a row, trimmed. */
export function plainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, (char) => (char === '\n' ? char : ''))
    .replace(bidiControls, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line (a title, a name, a mail header): every control character becomes a space. */
export function singleLine(text: string, max = Number.POSITIVE_INFINITY): string {
  return text
    .replace(/\p{Cc}/gu, ' ')
    .replace(bidiControls, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
