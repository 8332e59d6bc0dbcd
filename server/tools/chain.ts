/**
 * The simulated chain from the command line, through a running development server's /dev/chain routes:
 *
 *   npm run chain -- deposit --chain TRC20 --address T… --symbol USDT --amount 25
 *   npm run chain -- mine --blocks 20 [--chain TRC20]
 *
 * `--url` (default http://127.0.0.1:$PORT, PORT defaulting to 8080) names the server. Never in production:
 * the routes exist only with the development features on.
 */
import { parseArgs } from 'node:util';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    chain: { type: 'string' },
    address: { type: 'string' },
    symbol: { type: 'string' },
    amount: { type: 'string' },
    blocks: { type: 'string' },
    url: { type: 'string' },
  },
});

const USAGE = `usage:
  npm run chain -- deposit --chain TRC20 --address T… --symbol USDT --amount 25 [--url http://127.0.0.1:8080]
  npm run chain -- mine --blocks 20 [--chain TRC20] [--url …]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const base = values.url ?? `http://127.0.0.1:${process.env.PORT || 8080}`;
const [command] = positionals;
let path: string;
let body: Record<string, unknown>;
if (command === 'deposit') {
  const { chain, address, symbol, amount } = values;
  if (!chain || !address || !symbol || !amount) fail('deposit needs --chain, --address, --symbol and --amount');
  path = '/dev/chain/deposit';
  body = { chain, address, symbol, amount };
} else if (command === 'mine') {
  const blocks = Number(values.blocks ?? '1');
  if (!Number.isInteger(blocks) || blocks < 1) fail('--blocks must be a positive integer');
  path = '/dev/chain/mine';
  body = { blocks, ...(values.chain ? { chain: values.chain } : {}) };
} else {
  fail(command ? `unknown command ${command}` : 'no command');
}

const response = await fetch(new URL(path, base), {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
}).catch((error: unknown) => fail(`cannot reach ${base}: ${String(error)}`));
if (response.status === 404) fail(`${base} has no ${path}: is it a development server (not NODE_ENV=production)?`);
const answer = (await response.json()) as { code: number; msg: string; data: unknown };
console.log(JSON.stringify(answer.data ?? answer, null, 2));
if (answer.code !== 0) {
  console.error(`refused: ${answer.code} ${answer.msg}`);
  process.exit(1);
}
