import type { FastifyInstance } from 'fastify';
import { SymbolField } from '@/contract/fields';

const MOVE_ROUTE = {
  schema: {
    body: {
      type: 'object',
      required: ['symbol', 'factor'],
      properties: {
        symbol: SymbolField,
        // A positive decimal (1.05 = up 5 %), between 0.01 and 100.
        factor: { type: 'string', pattern: '^\\d{1,3}(\\.\\d{1,8})?$', maxLength: 12 },
      },
    },
  },
};

/**
 * POST /dev/price/move {symbol, factor}: multiplies a coin's price walk by `factor`, as a market move would (the
 * swap e2e moves the price between a quote and its execution to see the slippage refusal) ->
 * `{code: 0, data: {symbol, anchor_price}}`; an unknown coin or a factor outside 0.01..100 is 10003.
 * Development only (registered by the dev module, absent in production).
 */
export function registerDevPrice(app: FastifyInstance): void {
  app.post<{ Body: { symbol: string; factor: string } }>('/dev/price/move', MOVE_ROUTE, async (request, reply) => {
    const symbol = request.body.symbol.toUpperCase();
    const factor = Number(request.body.factor);
    if (!(factor >= 0.01 && factor <= 100)) return reply.send({ code: 10003, msg: 'factor out of range', data: null });
    const rows = await app.db.query<{ anchor_price: string }>(
      `UPDATE coin_price_walks SET anchor_price = anchor_price * $2::numeric WHERE symbol = $1
       RETURNING trim_scale(anchor_price)::text AS anchor_price`,
      [symbol, request.body.factor],
    );
    if (rows.length === 0) return reply.send({ code: 10003, msg: 'unknown coin', data: null });
    return { code: 0, msg: 'ok', data: { symbol, anchor_price: rows[0]!.anchor_price } };
  });
}
