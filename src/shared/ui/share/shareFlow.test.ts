import { describe, expect, it, vi } from 'vitest';
import type { SharePrepareRes } from '@/contract/share/types';
import { runShare, storyMediaUrl, type ShareAbilities } from './shareFlow';

const answer = (prepared: string | null): SharePrepareRes => ({
  link: 'https://t.me/Bot/app?startapp=L2hlbHA',
  text: 'Astro #1 for 12 USDT',
  prepared_id: prepared,
  story_path: '/share/story/item/ASTRO/1.png',
});

function abilities(
  overrides: Partial<ShareAbilities> = {},
  tg: Partial<NonNullable<ShareAbilities['telegram']>> | null = null,
) {
  return {
    telegram: tg
      ? {
          canShareMessage: true,
          canShareUrl: true,
          shareMessage: vi.fn(async () => true),
          shareUrl: vi.fn(),
          ...tg,
        }
      : null,
    webShare: null,
    copy: vi.fn(async () => true),
    ...overrides,
  } satisfies ShareAbilities;
}

describe('runShare', () => {
  it('sends the prepared card inside Telegram, asking the server for it', async () => {
    const prepare = vi.fn(async () => answer('prepared-7'));
    const can = abilities({}, {});
    expect(await runShare(prepare, 'Astro', can)).toBe('message');
    expect(prepare).toHaveBeenCalledWith(true);
    expect(can.telegram!.shareMessage).toHaveBeenCalledWith('prepared-7');
    expect(can.telegram!.shareUrl).not.toHaveBeenCalled();
  });

  it('reports a closed chat picker as cancelled', async () => {
    const can = abilities({}, { shareMessage: vi.fn(async () => false) });
    expect(await runShare(async () => answer('p'), 'Astro', can)).toBe('cancelled');
  });

  it("uses Telegram's share sheet on a client without shareMessage, or when no card was made", async () => {
    const older = abilities({}, { canShareMessage: false });
    const prepare = vi.fn(async () => answer(null));
    expect(await runShare(prepare, 'Astro', older)).toBe('url');
    expect(prepare).toHaveBeenCalledWith(false);
    expect(older.telegram!.shareUrl).toHaveBeenCalledWith(answer(null).link, answer(null).text);
    const noCard = abilities({}, {});
    expect(await runShare(async () => answer(null), 'Astro', noCard)).toBe('url');
  });

  it('uses the Web Share API in a browser, and copies the link without it', async () => {
    const webShare = vi.fn(async () => undefined);
    expect(await runShare(async () => answer(null), 'Astro', abilities({ webShare }))).toBe('web');
    expect(webShare).toHaveBeenCalledWith({ title: 'Astro', text: answer(null).text, url: answer(null).link });
    const plain = abilities();
    expect(await runShare(async () => answer(null), 'Astro', plain)).toBe('copied');
    expect(plain.copy).toHaveBeenCalledWith(answer(null).link);
  });

  it('does nothing more when the user closes the system sheet, and copies when the browser refuses it', async () => {
    const cancel = abilities({ webShare: async () => Promise.reject(new DOMException('closed', 'AbortError')) });
    expect(await runShare(async () => answer(null), 'Astro', cancel)).toBe('cancelled');
    expect(cancel.copy).not.toHaveBeenCalled();
    const refused = abilities({ webShare: async () => Promise.reject(new DOMException('no', 'NotAllowedError')) });
    expect(await runShare(async () => answer(null), 'Astro', refused)).toBe('copied');
  });

  it('stops when the server refused', async () => {
    const can = abilities();
    expect(await runShare(async () => null, 'Astro', can)).toBe('failed');
    expect(can.copy).not.toHaveBeenCalled();
  });
});

describe('storyMediaUrl', () => {
  it('is absolute on an http(s) origin, and null without a picture', () => {
    expect(storyMediaUrl(answer(null), 'https://m.example')).toBe('https://m.example/share/story/item/ASTRO/1.png');
    expect(storyMediaUrl({ ...answer(null), story_path: null }, 'https://m.example')).toBeNull();
    expect(storyMediaUrl(answer(null), 'null')).toBeNull();
  });
});
