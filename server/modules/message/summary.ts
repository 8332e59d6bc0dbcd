/** Length of a message's summary in the list, in characters (code points, never half of one). */
export const SUMMARY_LENGTH = 140;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities a stored body uses: the named few `escapeHtml` writes, and numeric ones. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/**
 * The list's plain-text line of a message body (HTML): tags dropped (a block's end counts as a space so paragraphs do
 * not run together), entities decoded, whitespace collapsed, cut at `SUMMARY_LENGTH` code points with an ellipsis.
 * The list never renders HTML, so this text is shown as text.
 */
export function summaryOf(html: string, max = SUMMARY_LENGTH): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}
