import { answerOf, canPost, post } from './bridge';

/**
 * Telegram's invoice sheet (openInvoice), for paying with Telegram Stars. Loaded lazily by the screen that uses it. It
 * speaks the bridge through bridge.ts (`web_app_open_invoice`, then the `invoice_closed` event), which the first load
 * already carries, instead of the SDK's invoice component, whose code would join the SDK's chunk. One sheet is open at
 * a time, so the first `invoice_closed` is this invoice's.
 */

/** How the sheet closed: paid; cancelled by the user; failed; pending (paid, Telegram still confirming). */
export type InvoiceOutcome = 'paid' | 'cancelled' | 'failed' | 'pending';

/** Past this the sheet is taken as abandoned: the screen stops waiting (a later payment still credits). */
const SHEET_TIMEOUT_MS = 15 * 60_000;

/** The slug of an invoice link (`https://t.me/$slug` or `https://t.me/invoice/slug`), or null for any other URL. */
export function invoiceSlug(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.hostname !== 't.me' || parsed.search || parsed.hash) return null;
  return /^\/(?:\$|invoice\/)([A-Za-z0-9_-]{1,128})$/.exec(parsed.pathname)?.[1] ?? null;
}

/** Whether invoices open here: inside Telegram, on a client new enough for them (a browser has no Stars). */
export const isAvailable = (): boolean => canPost('web_app_open_invoice');

const OUTCOMES: readonly string[] = ['paid', 'cancelled', 'failed', 'pending'];

/**
 * Opens the invoice sheet for `url` and resolves how it closed. Where invoices do not open (outside Telegram, an old
 * client), or for a link that is not an invoice link, it resolves 'failed' at once without opening anything.
 */
export async function openInvoice(url: string): Promise<InvoiceOutcome> {
  const slug = invoiceSlug(url);
  if (!slug || !isAvailable()) return 'failed';
  let opened = false;
  const answer = await answerOf<{ slug?: string; status?: string }>(
    ['invoice_closed'],
    () => (opened = post('web_app_open_invoice', { slug })),
    SHEET_TIMEOUT_MS,
  );
  if (!answer) return opened ? 'pending' : 'failed';
  const status = answer.payload.status ?? '';
  return OUTCOMES.includes(status) ? (status as InvoiceOutcome) : 'failed';
}
