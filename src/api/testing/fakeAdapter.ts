import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../transport';

/** A recorded request of the fake adapter. */
export interface FakeRequest {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

type Reply = { status?: number; data: unknown } | { networkError: string };
type Responder = (request: FakeRequest) => Reply;

/**
 * Replaces the axios instance's adapter (no server involved). `reply(path, …)` answers a path;
 * unanswered paths get an envelope with code 0 and null data.
 */
export function installFakeAdapter() {
  const requests: FakeRequest[] = [];
  const responders = new Map<string, Responder>();
  const original = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = Object.fromEntries(
      Object.entries(config.headers.toJSON()).map(([key, value]) => [key, String(value)]),
    ) as Record<string, string>;
    const request: FakeRequest = { url: config.url ?? '', headers, body: JSON.parse(String(config.data ?? '{}')) };
    requests.push(request);
    const responder = responders.get(request.url);
    const reply = responder ? responder(request) : { data: { code: 0, msg: 'ok', data: null } };
    if ('networkError' in reply) throw new AxiosError(reply.networkError, AxiosError.ERR_NETWORK, config);
    const status = reply.status ?? 200;
    const response = { data: reply.data, status, statusText: String(status), headers: {}, config, request: {} };
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(`HTTP ${status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    requests,
    /** Answers `path` with an envelope (`{code, msg, data}`), an HTTP status, or a network error. */
    reply(path: string, responder: Reply | Responder) {
      responders.set(path, typeof responder === 'function' ? responder : () => responder);
    },
    last: () => requests[requests.length - 1]!,
    restore() {
      http.defaults.adapter = original;
    },
  };
}

export const envelope = (code: number, data: unknown = null, msg = '') => ({ data: { code, msg, data } });
