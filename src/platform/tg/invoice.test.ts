import { afterEach, describe, expect, it, vi } from 'vitest';

const bridge = vi.hoisted(() => ({
  listener: null as ((payload: unknown) => void) | null,
  posted: [] as { name: string; params: unknown }[],
  supported: true,
}));
vi.mock('./bridge', () => ({
  canPost: () => bridge.supported,
  post: (name: string, params: unknown) => {
    bridge.posted.push({ name, params });
    return true;
  },
  answerOf: (events: string[], start: () => boolean) =>
    new Promise((resolve) => {
      bridge.listener = (payload) => resolve({ event: events[0], payload });
      if (!start()) resolve(null);
    }),
}));

const { invoiceSlug, openInvoice } = await import('./invoice');

afterEach(() => {
  bridge.listener = null;
  bridge.posted.length = 0;
  bridge.supported = true;
});

describe('invoice links', () => {
  it('reads the slug of a t.me invoice link only', () => {
    expect(invoiceSlug('https://t.me/$AbC-12_x')).toBe('AbC-12_x');
    expect(invoiceSlug('https://t.me/invoice/AbC')).toBe('AbC');
    for (const url of [
      'http://t.me/$AbC',
      'https://t.me.evil.example/$AbC',
      'https://t.me/$AbC?x=1',
      'https://t.me/AbC',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(invoiceSlug(url), url).toBeNull();
  });
});

describe('openInvoice', () => {
  it("posts web_app_open_invoice with the link's slug and resolves how the sheet closed", async () => {
    const outcome = openInvoice('https://t.me/$slug-1');
    expect(bridge.posted).toEqual([{ name: 'web_app_open_invoice', params: { slug: 'slug-1' } }]);
    bridge.listener?.({ slug: 'slug-1', status: 'paid' });
    expect(await outcome).toBe('paid');
    const odd = openInvoice('https://t.me/$slug-2');
    bridge.listener?.({ slug: 'slug-2', status: 'exploded' });
    expect(await odd).toBe('failed');
  });

  it('answers failed at once where invoices do not open, or for a link that is not an invoice', async () => {
    expect(await openInvoice('https://example.com/$x')).toBe('failed');
    bridge.supported = false;
    expect(await openInvoice('https://t.me/$x')).toBe('failed');
    expect(bridge.posted).toEqual([]);
  });
});
