import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { FiatOrder } from '@/contract/fiat/types';
import { escapeHtml } from '../../lib/html';
import { completePayment, failPayment, orderByToken } from './queries';

/** The simulated provider's page (development only): the URL get_widget_url hands out. */
export const CHECKOUT_PATH = '/dev/fiat/checkout';
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

const STYLE = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #fff; --text: #14171f; --muted: #5f6673; --line: #dde1e7;
  --pay: #1f7a4d; --fail: #b3261e; --warn-bg: #fff4d6; --warn: #6b4e00; }
@media (prefers-color-scheme: dark) { :root { --bg: #111418; --card: #1b1f26; --text: #eef1f5; --muted: #a3abb8;
  --line: #2c323c; --pay: #3fb97a; --fail: #ff6b61; --warn-bg: #3a2f10; --warn: #ffd98a; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; background: var(--bg); color: var(--text); }
main { max-width: 440px; margin: 0 auto; padding: 16px; }
.sim { background: var(--warn-bg); color: var(--warn); border-radius: 12px; padding: 12px 14px; font-weight: 600; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 16px; padding: 16px; margin-top: 16px; }
h1 { font-size: 20px; margin: 0 0 4px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 12px 0 0; }
dt { color: var(--muted); } dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.total { font-size: 28px; font-weight: 700; margin: 8px 0 0; font-variant-numeric: tabular-nums; }
form { margin: 0; } .actions { display: grid; gap: 12px; margin-top: 16px; }
button { width: 100%; min-height: 48px; border: 0; border-radius: 12px; font: inherit; font-weight: 600; cursor: pointer; }
.pay { background: var(--pay); color: #fff; } .fail { background: transparent; color: var(--fail); border: 1px solid var(--fail); }
.state { font-weight: 700; } .result { font-weight: 600; margin: 16px 0 4px; } .muted { color: var(--muted); font-size: 14px; }
`;

const STATE_LABEL: Record<FiatOrder['status'], string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  credited: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
};
const STATE_TEXT: Record<FiatOrder['status'], string> = {
  pending: '',
  paid: 'Paid. The coins are on their way to your wallet.',
  credited: 'Paid. The coins are in your wallet.',
  failed: 'Payment failed. Nothing was charged.',
  expired: 'This order expired. Nothing was charged.',
};

function renderPage(order: FiatOrder | null, token: string, nonce: string): string {
  const body = !order
    ? `<div class="card"><h1>Link not valid</h1><p class="muted">This payment link is unknown. Start the purchase again in the app.</p></div>`
    : `<div class="card">
  <h1>${escapeHtml(order.channel_name)}</h1>
  <p class="muted">Order ${escapeHtml(order.order_no)}</p>
  <p class="total">${escapeHtml(order.fiat_amount)} ${escapeHtml(order.fiat)}</p>
  <dl>
    <dt>You receive</dt><dd>${escapeHtml(order.coin_amount)} ${escapeHtml(order.symbol)}</dd>
    <dt>Price</dt><dd>${escapeHtml(order.price)} ${escapeHtml(order.fiat)} / ${escapeHtml(order.symbol)}</dd>
    <dt>Fee (included)</dt><dd>${escapeHtml(order.fee)} ${escapeHtml(order.fiat)}</dd>
    <dt>Status</dt><dd class="state" data-status="${order.status}">${STATE_LABEL[order.status]}</dd>
  </dl>
  ${
    order.status === 'pending'
      ? `<div class="actions">
    <form method="post" action="${CHECKOUT_PATH}"><input type="hidden" name="token" value="${token}"><input type="hidden" name="action" value="pay"><button class="pay" type="submit">Pay ${escapeHtml(order.fiat_amount)} ${escapeHtml(order.fiat)}</button></form>
    <form method="post" action="${CHECKOUT_PATH}"><input type="hidden" name="token" value="${token}"><input type="hidden" name="action" value="fail"><button class="fail" type="submit">Fail payment</button></form>
  </div>`
      : `<p class="result" role="status">${STATE_TEXT[order.status]}</p><p class="muted">You can close this page and return to the app.</p>`
  }
</div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Simulated payment</title><style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<p class="sim" role="note">Simulation, no real payment. This page stands in for a payment provider on the development server.</p>
${body}
</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, html: string, nonce: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        "form-action 'self'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    )
    .send(html);
}

/**
 * GET /dev/fiat/checkout?token=…: the order the link stands for, with "Pay" and "Fail payment" while it is
 * pending. POST (a form: token, action=pay|fail) reports the payment the way a provider's callback would, then
 * answers 303 back to the page. The token, random and one per order, is the only credential (only its buyer
 * gets it from get_widget_url); a repeated or concurrent Pay credits once.
 */
export function registerCheckoutPage(app: FastifyInstance): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Querystring: { token?: unknown } }>(CHECKOUT_PATH, async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const order = TOKEN.test(token) ? await app.db.tx((q) => orderByToken(q, token)) : null;
      const nonce = randomBytes(16).toString('base64');
      return sendPage(reply, order ? 200 : 404, renderPage(order, token, nonce), nonce);
    });

    scope.post<{ Body: Record<string, unknown> | undefined }>(CHECKOUT_PATH, async (request, reply) => {
      const { token, action } = request.body ?? {};
      const nonce = randomBytes(16).toString('base64');
      if (typeof token !== 'string' || !TOKEN.test(token) || (action !== 'pay' && action !== 'fail'))
        return sendPage(reply, 400, renderPage(null, '', nonce), nonce);
      await app.db.tx((q) => (action === 'pay' ? completePayment(q, token) : failPayment(q, token)));
      return reply.status(303).header('Location', `${CHECKOUT_PATH}?token=${token}`).send();
    });
  });
}
