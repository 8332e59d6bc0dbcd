import { describe, expect, it } from 'vitest';
import type { BalanceEntry, SwapOrder, TransactionEvent } from '@/contract/wallet/types';
import type { DepositEntry } from '@/contract/wallet/types';
import {
  amountProblem,
  availableIn,
  payIdOf,
  coinChainChoice,
  coinChainHref,
  withdrawStepOf,
  secretsAfterRefusal,
  secretsReady,
  codesReady,
  showsEmptyState,
  coinRows,
  depositRow,
  depositView,
  displayAmount,
  displayUsd,
  eventRow,
  historySource,
  holdsNothing,
  parseHistoryType,
  parseTradeQuery,
  swapView,
  tradeHref,
  transferRow,
} from './model';

const balance = (symbol: string, total: string, usd: string, account: BalanceEntry['account'] = 'spot') =>
  ({ account, symbol, available: total, frozen: '0', total, usd_price: '1', usd_value: usd }) as BalanceEntry;
const coin = (symbol: string) => ({ symbol, name: `${symbol} coin`, icon: '', decimals: 6, usd_price: '1' });

describe('wallet numbers', () => {
  it('shows amounts by the one display rule: 8 significant digits, grouped, compact from a billion', () => {
    expect(displayAmount('1234.123456789012345678')).toBe('1,234.1234');
    expect(displayAmount('999999.99')).toBe('999,999.99');
    expect(displayAmount('1500000')).toBe('1,500,000');
    expect(displayAmount('2300000000000')).toBe('2.3T');
    expect(displayAmount('12.3456', 2)).toBe('12.34');
  });
  it("shows a swap's rate by the same rule, not as the server's 18 places", () => {
    const order = { from_amount: '100', fee: '0.3', from_symbol: 'BTC', rate: '67250.123456789012345678' };
    const rate = swapView(order as SwapOrder).fields.find((f) => f.label === 'rate');
    expect(rate?.value).toBe('67,250.123');
  });
  it('shows USD with 2 places, tiny values with up to 6, never a float', () => {
    expect(displayUsd('0.1')).toBe('0.1');
    expect(displayUsd('0.000123456')).toBe('0.000123');
    expect(displayUsd('12345.678')).toBe('12,345.67');
    expect(displayUsd('0')).toBe('0');
    expect(displayUsd('7200000.5')).toBe('7,200,000.5');
    expect(displayUsd('7200000000.5')).toBe('7.2B');
  });
});

describe('overview', () => {
  it('lists every coin, held first by USD value, and hides zero balances when asked', () => {
    const balances = [balance('BTC', '0.1', '6000'), balance('USDT', '25', '25'), balance('ETH', '0', '0')];
    const coins = [coin('ETH'), coin('USDT'), coin('BTC'), coin('SOL')];
    expect(coinRows(balances, coins, false).map((r) => r.symbol)).toEqual(['BTC', 'USDT', 'ETH', 'SOL']);
    expect(coinRows(balances, coins, true).map((r) => r.symbol)).toEqual(['BTC', 'USDT']);
    expect(coinRows([balance('BTC', '5', '5', 'game')], coins, true)).toEqual([]);
  });
  it('holds nothing only when every balance is zero', () => {
    expect(holdsNothing([])).toBe(true);
    expect(holdsNothing([balance('ETH', '0', '0')])).toBe(true);
    expect(holdsNothing([balance('ETH', '0', '0'), balance('BTC', '1', '1', 'game')])).toBe(false);
  });
  it('is the empty state only while zero balances are hidden: a new account with zeros shown lists its coins', () => {
    const coins = [coin('USDT'), coin('BTC')];
    expect(showsEmptyState([], false)).toBe(false);
    expect(coinRows([], coins, false).map((r) => [r.symbol, r.total])).toEqual([
      ['BTC', '0'],
      ['USDT', '0'],
    ]);
    expect(showsEmptyState([], true)).toBe(true);
    expect(showsEmptyState([balance('USDT', '1', '1')], true)).toBe(false);
  });
});

describe('history', () => {
  it('maps each type to the list that carries its statuses', () => {
    expect(historySource('all')).toBe('events');
    expect(historySource('receive')).toBe('deposits');
    expect(historySource('send')).toBe('withdrawals');
    expect(historySource('swap')).toBe('swaps');
    expect(historySource('transferFrom')).toBe('transfersFrom');
    expect(historySource('pay')).toBe('events');
    expect(parseHistoryType('swap')).toBe('swap');
    expect(parseHistoryType('nonsense')).toBe('all');
    expect(parseHistoryType(null)).toBe('all');
  });
  it("opens a deposit's event as the deposit (its tx hash), others as the event", () => {
    const event: TransactionEvent = {
      id: 9,
      type: 'receive',
      kind: 'deposit',
      reference: 'deposit:4',
      changes: [{ symbol: 'USDT', account: 'spot', available: '25', frozen: '0', amount: '25' }],
      created_at: 100,
    };
    expect(eventRow(event)).toMatchObject({ amount: '25', symbol: 'USDT', href: tradeHref('deposit', 4, 'USDT') });
    expect(eventRow({ ...event, type: 'swap', reference: 'swap:1' }).href).toBe(tradeHref('event', 9));
    const freeze = { ...event, type: 'send' as const, reference: 'withdrawal:3' };
    freeze.changes = [{ symbol: 'USDT', account: 'spot', available: '-5', frozen: '5', amount: '0' }];
    expect(eventRow(freeze)).toMatchObject({ amount: '-5', href: tradeHref('withdraw', 3) });
    const toGame = { ...event, type: 'to_game' as const, reference: 'transfer:2' };
    toGame.changes = [
      { symbol: 'USDT', account: 'game', available: '3', frozen: '0', amount: '3' },
      { symbol: 'USDT', account: 'spot', available: '-3', frozen: '0', amount: '-3' },
    ];
    expect(eventRow(toGame)).toMatchObject({ amount: '-3', symbol: 'USDT' });
  });
  it('shows a pending deposit with its confirmations, then its timeline once credited', () => {
    const deposit: DepositEntry = {
      id: 4,
      symbol: 'USDT',
      chain_name: 'TRC20',
      address: 'T'.padEnd(34, 'x'),
      amount: '25',
      tx_hash: '0xabc',
      confirmations: 3,
      required_confirmations: 20,
      status: 'pending',
      internal: false,
      created_at: 100,
      credited_at: null,
    };
    expect(depositRow(deposit).confirmations).toEqual({ done: 3, needed: 20 });
    expect(depositView(deposit).timeline).toEqual([{ status: 'pending', at: 100 }]);
    const credited = { ...deposit, status: 'credited' as const, confirmations: 20, credited_at: 160 };
    expect(depositRow(credited).confirmations).toBeNull();
    expect(depositView(credited)).toMatchObject({
      txHash: '0xabc',
      timeline: [
        { status: 'pending', at: 100 },
        { status: 'credited', at: 160 },
      ],
    });
  });
  it('shows a move between own accounts as to / from game or staking, seen from the wallet', () => {
    const move = {
      id: 3,
      kind: 'account' as const,
      symbol: 'USDT',
      amount: '5',
      from_account: 'spot' as const,
      to_account: 'game' as const,
      counterparty: null,
      memo: '',
      status: 'done' as const,
      transaction_id: 8,
      created_at: 1,
    };
    expect(transferRow(move, 'transferTo')).toMatchObject({ label: 'to_game', amount: '-5' });
    expect(transferRow({ ...move, from_account: 'pledge', to_account: 'spot' }, 'transferTo')).toMatchObject({
      label: 'from_pledge',
      amount: '5',
    });
    const toUser = { ...move, kind: 'user' as const, to_account: 'spot' as const };
    expect(transferRow(toUser, 'transferTo')).toMatchObject({ label: 'transferTo', amount: '-5' });
    expect(transferRow(toUser, 'transferFrom')).toMatchObject({ label: 'transferFrom', amount: '5' });
  });

  it('reads the trade detail query and refuses a broken one', () => {
    expect(parseTradeQuery('?kind=deposit&id=4&symbol=USDT')).toEqual({ kind: 'deposit', id: 4, symbol: 'USDT' });
    expect(parseTradeQuery('kind=swap&id=2')).toEqual({ kind: 'swap', id: 2, symbol: '' });
    expect(parseTradeQuery('kind=bad&id=2')).toBeNull();
    expect(parseTradeQuery('kind=swap&id=x')).toBeNull();
  });
});

describe('coinChainChoice', () => {
  const coins = [
    { info: { symbol: 'BTC', name: 'Bitcoin' }, chains: [{ chain_name: 'BTC' }] },
    { info: { symbol: 'USDT', name: 'Tether' }, chains: [{ chain_name: 'ERC20' }, { chain_name: 'TRC20' }] },
  ];
  it('takes the coin and chain from the address, in any case', () => {
    expect(coinChainChoice(coins, 'usdt', 'trc20')).toEqual({ symbol: 'USDT', chain: 'TRC20' });
  });
  it("falls back to the first coin, and to the coin's first chain for a chain it does not use", () => {
    expect(coinChainChoice(coins, 'NOPE', null)).toEqual({ symbol: 'BTC', chain: 'BTC' });
    expect(coinChainChoice(coins, 'USDT', 'BTC')).toEqual({ symbol: 'USDT', chain: 'ERC20' });
  });
  it('chooses nothing while the list is unknown', () => {
    expect(coinChainChoice(undefined, 'USDT', 'TRC20')).toEqual({ symbol: '', chain: '' });
  });
  it('writes a pick into the address: the coin kept unless picked, the chain only when picked', () => {
    expect(coinChainHref('/asset/withdraw', 'USDT', { chain: 'TRC20' })).toBe(
      '/asset/withdraw?symbol=USDT&chain=TRC20',
    );
    expect(coinChainHref('/asset/deposit', 'USDT', { symbol: 'BTC' })).toBe('/asset/deposit?symbol=BTC');
  });
});

describe('amountProblem', () => {
  it('accepts a positive decimal within the available amount and the coin decimals', () => {
    expect(amountProblem('1.5', '2', 6)).toBeNull();
    expect(amountProblem(' 2 ', '2', 0)).toBeNull();
  });
  it('names what is wrong, in the order a user fixes it', () => {
    expect(amountProblem('', '2', 6)).toBe('amountMissing');
    expect(amountProblem('01', '2', 6)).toBe('amountInvalid');
    expect(amountProblem('0', '2', 6)).toBe('amountInvalid');
    expect(amountProblem('1e3', '2000', 6)).toBe('amountInvalid');
    expect(amountProblem('-1', '2', 6)).toBe('amountInvalid');
    expect(amountProblem('0.1234567', '2', 6)).toBe('amountPrecision');
    expect(amountProblem('2.000001', '2', 6)).toBe('amountOverAvailable');
  });
});

describe('payIdOf and availableIn', () => {
  it('reads a Pay ID of digits', () => {
    expect(payIdOf(' 980870039 ')).toBe('980870039');
    expect(payIdOf('98a')).toBeNull();
    expect(payIdOf('12')).toBeNull();
  });
  it("reads one account's available amount of a coin", () => {
    const rows = [
      { account: 'spot', symbol: 'USDT', available: '5' },
      { account: 'game', symbol: 'USDT', available: '2' },
    ] as BalanceEntry[];
    expect(availableIn(rows, 'game', 'USDT')).toBe('2');
    expect(availableIn(rows, 'pledge', 'USDT')).toBe('0');
  });
});

describe('withdrawStepOf', () => {
  it('puts each refusal under its step, and the rest above the steps', () => {
    expect(withdrawStepOf(20165)).toBe('password');
    expect(withdrawStepOf(20166)).toBe('password');
    expect(withdrawStepOf(20001)).toBe('email');
    expect(withdrawStepOf(20002)).toBe('email');
    expect(withdrawStepOf(20003)).toBe('email');
    expect(withdrawStepOf(20103)).toBe('ga');
    expect(withdrawStepOf(31005)).toBe('other');
    expect(withdrawStepOf(30001)).toBe('other');
    expect(withdrawStepOf(null)).toBe('other');
  });
  it('after a refusal clears only the step it names: a wrong email code keeps the payment password', () => {
    const typed = { password: '246810', emailCode: '123456', gaCode: '654321' };
    expect(secretsAfterRefusal(typed, 20001)).toEqual({ ...typed, emailCode: '' });
    expect(secretsAfterRefusal(typed, 20002)).toEqual({ ...typed, emailCode: '' });
    expect(secretsAfterRefusal(typed, 20165)).toEqual({ ...typed, password: '' });
    expect(secretsAfterRefusal(typed, 20103)).toEqual({ ...typed, gaCode: '' });
    expect(secretsAfterRefusal(typed, 30001)).toEqual(typed);
    expect(secretsAfterRefusal(typed, null)).toEqual(typed);
  });
  it('is ready with six digits in every step the account has; the codes alone are what a biometric token needs', () => {
    const typed = { password: '246810', emailCode: '123456', gaCode: '' };
    expect(secretsReady(typed, false)).toBe(true);
    expect(secretsReady(typed, true)).toBe(false);
    expect(secretsReady({ ...typed, password: '24681' }, false)).toBe(false);
    expect(codesReady({ ...typed, password: '' }, false)).toBe(true);
    expect(codesReady({ ...typed, password: '' }, true)).toBe(false);
    expect(codesReady({ ...typed, emailCode: '12345' }, false)).toBe(false);
  });
});
