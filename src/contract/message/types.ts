/** Messages (message service). */

export interface UnreadCountRes {
  count: number;
}
