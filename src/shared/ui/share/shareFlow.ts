import type { SharePrepareRes } from '@/contract/share/types';

/**
 * What a share button does, with the launch context's abilities passed in (so it is tested without Telegram or a
 * browser): inside Telegram the prepared card (shareMessage), else Telegram's share sheet (shareURL); in a browser
 * the Web Share API, else the link copied.
 */

export interface ShareAbilities {
  telegram: {
    canShareMessage: boolean;
    canShareUrl: boolean;
    shareMessage(id: string): Promise<boolean>;
    shareUrl(url: string, text: string): void;
  } | null;
  /** navigator.share when the browser has it; rejects when the user cancels. */
  webShare: ((data: { title: string; text: string; url: string }) => Promise<void>) | null;
  copy(text: string): Promise<boolean>;
}

/** How the share went out: the card, Telegram's sheet, the system's sheet, a copied link, or not at all. */
export type ShareOutcome = 'message' | 'url' | 'web' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares what `prepare` describes. `prepare(inline)` asks the server for the link (and, with `inline`, the card);
 * null when the server refused (its notice already shown).
 */
export async function runShare(
  prepare: (inline: boolean) => Promise<SharePrepareRes | null>,
  title: string,
  can: ShareAbilities,
): Promise<ShareOutcome> {
  const tg = can.telegram;
  const shared = await prepare(Boolean(tg?.canShareMessage));
  if (!shared) return 'failed';
  if (tg) {
    if (shared.prepared_id && tg.canShareMessage) {
      return (await tg.shareMessage(shared.prepared_id)) ? 'message' : 'cancelled';
    }
    if (tg.canShareUrl) {
      tg.shareUrl(shared.link, shared.text);
      return 'url';
    }
  }
  if (can.webShare) {
    try {
      await can.webShare({ title, text: shared.text, url: shared.link });
      return 'web';
    } catch (error) {
      // The user closed the sheet: nothing to do. Any other refusal (not allowed here) falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await can.copy(shared.link)) ? 'copied' : 'failed';
}

/** The story picture's absolute URL (Telegram fetches it), or null when there is none or no https origin to give. */
export function storyMediaUrl(shared: SharePrepareRes, origin: string): string | null {
  if (!shared.story_path) return null;
  return /^https?:\/\//.test(origin) ? `${origin}${shared.story_path}` : null;
}
