import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Writable } from 'node:stream';

/**
 * A readable server log: Fastify's logger (pino) writes JSON records; this turns each into one short line,
 * `12:04:05 migrations applied: 001_init`, with `WARN`/`ERROR` in front when it matters and the error's stack
 * below. Requests are logged at `debug` only (one line: method, url, status, time), so the default `info`
 * shows start-up, verification codes and problems, nothing per request.
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function parseLogLevel(value: string | undefined, fallback: LogLevel): LogLevel {
  const level = value?.trim().toLowerCase();
  return (LOG_LEVELS as readonly string[]).includes(level ?? '') ? (level as LogLevel) : fallback;
}

const LABELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's own fields and Fastify's request bindings: not worth a column in a one-line log. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId', 'req', 'res', 'responseTime']);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
}

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8);

function fieldText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** One record as one line (plus the error's stack); null when there is nothing to say. */
export function formatLogRecord(record: LogRecord): string | null {
  const msg = typeof record.msg === 'string' ? record.msg : '';
  const stack = record.err ? (record.err.stack ?? record.err.message ?? '') : '';
  if (!msg && !stack) return null;
  const label = LABELS[record.level ?? 30];
  const fields = Object.entries(record)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${fieldText(value)}`);
  const line = [clock(record.time ?? Date.now()), label, msg, ...fields].filter(Boolean).join(' ');
  return stack ? `${line}\n${stack}` : line;
}

/** The stream Fastify's logger writes to: readable lines on `out`, errors and worse on `err`. */
export function readableLogStream(out: Pick<Writable, 'write'>, err: Pick<Writable, 'write'> = out) {
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) {
        if (!json.trim()) continue;
        let record: LogRecord;
        try {
          record = JSON.parse(json) as LogRecord;
        } catch {
          out.write(`${json}\n`);
          continue;
        }
        const line = formatLogRecord(record);
        if (line) ((record.level ?? 30) >= 50 ? err : out).write(`${line}\n`);
      }
    },
  };
}

/** Query parameters whose values are secrets or sign-in handles: never written to a log. */
const SECRET_PARAMS = /^(login_token|token|access_token|qr_id|poll_secret|code|init_data|tgWebAppData)$/i;

/** The URL as the log may show it: secret query values replaced by `…`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // keep the raw name
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=…` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's request lines, replaced: none when a request arrives, one at `debug` when it is answered. */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const safe = redactUrl(request.url);
    const url = safe.length > 160 ? `${safe.slice(0, 157)}...` : safe;
    const line = `${request.method} ${url} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.debug(line);
  }
}

const LOOPBACK_OR_ANY = new Set(['', 'localhost', '127.0.0.1', '0.0.0.0', '::', '::1', '[::1]', '[::]']);

/**
 * The address to open in a browser: `localhost` for a loopback or any-address listener (passkeys refuse a bare
 * IP as their relying party), otherwise the host itself.
 */
export function browserUrl(host: string, port: number): string {
  const name = LOOPBACK_OR_ANY.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
