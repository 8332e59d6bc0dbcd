import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { ApiError, Codes } from '../../errors';
import { BotApiError, callBot } from '../../lib/botApi';
import { agentOk, guardAgentRoutes, SUPPORT_AGENT_PREFIX } from '../support/agent';
import { paymentByNo, paymentNotFound, publicPayment, reverseCredit, type PaymentRow } from './payments';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db';

const PaymentParams = Type.Object({ payment_no: Type.String({ pattern: '^SP[A-Z0-9]{8,38}$' }) });

/**
 * Refunds a paid Stars payment, once: in one transaction the payment is locked, its credit reversed (refused with
 * 35024 when the user's balance no longer holds it, 35025 when it is not paid), and only then the Stars go back with
 * the Bot API's refundStarPayment, the last step, so that a refusal of the Bot API (35020) rolls the reversal back and
 * nothing is half done on our side.
 */
export async function refundPayment(db: Db, config: ServerConfig, paymentNo: string): Promise<PaymentRow> {
  return db.tx(async (q) => {
    const payment = await paymentByNo(q, paymentNo, null, true);
    if (!payment) throw paymentNotFound();
    const refunded = await reverseCredit(q, payment);
    try {
      await callBot(config, 'refundStarPayment', {
        user_id: Number(payment.telegram_id),
        telegram_payment_charge_id: payment.telegram_payment_charge_id,
      });
    } catch (error) {
      if (!(error instanceof BotApiError)) throw error;
      throw new ApiError(Codes.STARS_UNAVAILABLE, 'stars_unavailable');
    }
    return refunded;
  });
}

/** POST /support-agent/stars/:payment_no/refund: support's refund (the agent token; `npm run stars -- refund`). */
export function registerStarsRefundRoute(app: FastifyInstance): void {
  const token = app.config.supportAgentToken;
  if (!token) return;
  app.register(
    async (agent) => {
      guardAgentRoutes(agent, app, token);
      agent.post<{ Params: Static<typeof PaymentParams> }>(
        '/stars/:payment_no/refund',
        { schema: { params: PaymentParams } },
        async (request) =>
          agentOk(request, publicPayment(await refundPayment(app.db, app.config, request.params.payment_no))),
      );
    },
    { prefix: SUPPORT_AGENT_PREFIX.slice(0, -1) },
  );
}
