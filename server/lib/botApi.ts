import type { ServerConfig } from '../config';

/** How long one Bot API call may take before it counts as a network failure. */
export const BOT_API_TIMEOUT_MS = 10_000;

/**
 * A Bot API call that did not return a result: Telegram's `ok: false` (its `error_code` and `description`), or a
 * network failure, a timeout, a redirect or an unreadable answer (errorCode 0). `retryAfter` is Telegram's
 * `parameters.retry_after` on a 429: the seconds to wait before the next call.
 */
export class BotApiError extends Error {
  readonly method: string;
  /** The HTTP status of the answer, 0 when there was none. */
  readonly status: number;
  readonly errorCode: number;
  readonly description: string;
  readonly retryAfter?: number;

  constructor(fields: { method: string; status: number; errorCode: number; description: string; retryAfter?: number }) {
    super(`Bot API ${fields.method}: ${fields.errorCode} ${fields.description}`);
    this.name = 'BotApiError';
    this.method = fields.method;
    this.status = fields.status;
    this.errorCode = fields.errorCode;
    this.description = fields.description;
    if (fields.retryAfter !== undefined) this.retryAfter = fields.retryAfter;
  }
}

interface BotApiAnswer {
  ok?: unknown;
  result?: unknown;
  error_code?: unknown;
  description?: unknown;
  parameters?: { retry_after?: unknown } | null;
}

/**
 * Calls `method` of the Bot API with `params` as JSON and returns its `result`. The token is part of the URL, so the
 * URL never reaches a log or an error message; a redirect is refused rather than followed (it would carry the token
 * elsewhere).
 */
export async function callBot<T>(
  config: Pick<ServerConfig, 'botApiUrl' | 'botToken'>,
  method: string,
  params: object = {},
): Promise<T> {
  const fail = (status: number, errorCode: number, description: string, retryAfter?: number) =>
    new BotApiError({ method, status, errorCode, description, retryAfter });
  if (!config.botToken) throw fail(0, 0, 'no bot token configured');

  let response: Response;
  try {
    response = await fetch(`${config.botApiUrl}/bot${config.botToken}/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
      redirect: 'manual',
      signal: AbortSignal.timeout(BOT_API_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw fail(0, 0, timedOut ? `no answer within ${BOT_API_TIMEOUT_MS / 1000} s` : 'network failure');
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw fail(response.status, 0, 'redirect refused');
  }

  let answer: BotApiAnswer;
  try {
    answer = (await response.json()) as BotApiAnswer;
  } catch {
    throw fail(response.status, 0, 'answer is not JSON');
  }
  if (answer && answer.ok === true && 'result' in answer) return answer.result as T;

  const errorCode = typeof answer?.error_code === 'number' ? answer.error_code : response.ok ? 0 : response.status;
  const description = typeof answer?.description === 'string' ? answer.description : 'no result';
  const wait = answer?.parameters?.retry_after;
  throw fail(response.status, errorCode, description, typeof wait === 'number' && wait >= 0 ? wait : undefined);
}
