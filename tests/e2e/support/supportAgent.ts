import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { E2E_SUPPORT_AGENT_TOKEN } from './server';

/**
 * Support's side of a ticket in an e2e spec: the agents' tool (`npm run support`, server/tools/support.ts) run against
 * the worker's server, as an agent would run it.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

export interface AnswerOptions {
  /** The agent's name the user sees (default "Mina"). */
  as?: string;
  /** Pictures to attach (paths to .png, .jpg or .webp files). */
  images?: string[];
}

/** Runs the tool with `args` against `baseURL`; resolves with what it printed, rejects when it refused. */
export async function supportTool(baseURL: string, args: string[]): Promise<string> {
  const { stdout } = await run(
    resolve(ROOT, 'node_modules/.bin/tsx'),
    ['server/tools/support.ts', ...args, '--url', baseURL],
    { cwd: ROOT, env: { ...process.env, SUPPORT_AGENT_TOKEN: E2E_SUPPORT_AGENT_TOKEN }, timeout: 60_000 },
  );
  return stdout;
}

/** Answers ticket `ticketId` as support (the ticket becomes 'answered' and its owner gets a message). */
export function answerTicket(baseURL: string, ticketId: number, text: string, options: AnswerOptions = {}) {
  const images = (options.images ?? []).flatMap((file) => ['--image', file]);
  return supportTool(baseURL, ['reply', String(ticketId), '--as', options.as ?? 'Mina', text, ...images]);
}

/** Closes ticket `ticketId` as support. */
export function closeTicketAsSupport(baseURL: string, ticketId: number) {
  return supportTool(baseURL, ['close', String(ticketId)]);
}

/** The id of the ticket that was written to last (the one a spec just opened, on its worker's own server). */
export async function latestTicketId(baseURL: string): Promise<number> {
  const listed = await supportTool(baseURL, ['list']);
  const ids = [...listed.matchAll(/^#(\d+)\t/gm)].map((match) => Number(match[1]));
  if (ids.length === 0) throw new Error(`no ticket on ${baseURL}`);
  return Math.max(...ids);
}
