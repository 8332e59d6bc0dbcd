/** The most a badge spells out; more reads "99+". */
export const BADGE_CAP = 99;

/** A count badge's text: '' when there is nothing to count, the count, or "99+" above the cap. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}
