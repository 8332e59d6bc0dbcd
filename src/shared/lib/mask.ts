/**
 * Email masking for display. Decisions:
 * - A local part under 6 characters keeps its first character followed by a fixed `****`
 *   (a fixed count does not reveal the length).
 * - Otherwise the first 3 and last 2 characters are kept with `****` in between.
 * - Characters are Unicode code points, so an emoji or astral character is never split.
 * - The domain is kept as is; the local part ends at the last `@`. Without `@` the whole value is
 *   masked as a local part. Empty input gives ''.
 */
const MASK = '****';
const MASK_HEAD = 3;
const MASK_TAIL = 2;
const MASK_SHORT_BELOW = 6;

export function maskEmail(email: string | null | undefined): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  const local = at >= 0 ? email.slice(0, at) : email;
  const domain = at >= 0 ? email.slice(at) : '';
  const chars = Array.from(local);
  if (chars.length === 0) return email;
  const masked =
    chars.length < MASK_SHORT_BELOW
      ? `${chars[0]}${MASK}`
      : `${chars.slice(0, MASK_HEAD).join('')}${MASK}${chars.slice(-MASK_TAIL).join('')}`;
  return masked + domain;
}
