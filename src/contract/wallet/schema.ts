import { Type } from 'typebox';
import {
  CodeField,
  EmptyBody,
  PaymentSecretField,
  IdField,
  PageFields,
  StringEnum,
  SymbolField,
} from '@/contract/fields';

/**
 * Request schemas of the wallet's money calls (docs/wallet-money.md): accounts, prices, swaps,
 * transfers, history and the address book. Amounts are decimal strings, never JSON numbers.
 */

/** A positive or zero decimal string: at most 18 integer and 18 fraction digits, no sign, no exponent. */
export const AmountField = Type.String({
  pattern: '^(0|[1-9]\\d{0,17})(\\.\\d{1,18})?$',
  maxLength: 37,
  description: 'decimal string',
});
export const ACCOUNT_NAMES = ['spot', 'game', 'pledge'] as const;
export const AccountField = StringEnum(ACCOUNT_NAMES, { description: '`spot`, `game` or `pledge`' });
export const SWAP_KINDS = ['standard', 'seraph'] as const;
export const SwapKindField = StringEnum(SWAP_KINDS, { description: '`standard` (spot) or `seraph` (game account)' });
/** Slippage in percent: '0.5' = 0.5 %, at most 50. */
export const SlippageField = Type.String({
  pattern: '^\\d{1,2}(\\.\\d{1,2})?$',
  maxLength: 5,
  description: 'percent, 0 to 50 (`0.5` = 0.5 %)',
});
export const PayIdField = Type.String({ pattern: '^\\s*\\d{1,20}\\s*$', maxLength: 40 });
export const ChainField = Type.String({ minLength: 1, maxLength: 40 });
/** Checked against the chain's rules by the server (`@/domain/address`), so any text up to 200 characters. */
export const AddressField = Type.String({ minLength: 1, maxLength: 200 });
export const PERIODS = ['24h', '7d', '30d'] as const;
export const EVENT_TYPES = [
  'all',
  'receive',
  'send',
  'swap',
  'transferTo',
  'transferFrom',
  'nft_mint',
  'to_game',
  'from_game',
  'to_pledge',
  'from_pledge',
  'pay',
  'other',
] as const;

// ---- coin ----
export const AccountBalanceReq = Type.Object({ account: Type.Optional(AccountField) });
export const SymbolExchangeInfoReq = Type.Object({
  symbol: SymbolField,
  period: Type.Optional(StringEnum(PERIODS, { description: '`24h` (default), `7d` or `30d`' })),
});

// ---- finance: swaps ----
export const SwapPairListReq = Type.Object({ kind: Type.Optional(SwapKindField) });
export const SwapGetPriceReq = Type.Object({
  from_symbol: SymbolField,
  to_symbol: SymbolField,
  amount: AmountField,
  slippage: Type.Optional(SlippageField),
  kind: Type.Optional(SwapKindField),
});
export const SwapApplyReq = Type.Object({
  quote_id: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$', maxLength: 64 }),
  slippage: SlippageField,
});
export const SwapListReq = Type.Object({
  ...PageFields,
  kind: Type.Optional(SwapKindField),
  symbol: Type.Optional(SymbolField),
});
export const IdReq = Type.Object({ id: IdField });

// ---- finance: transfers ----
export const TransferReq = Type.Object({
  symbol: SymbolField,
  amount: AmountField,
  /** To another user (spot to spot): their Pay ID and the payment password. */
  pay_id: Type.Optional(PayIdField),
  password: Type.Optional(PaymentSecretField),
  memo: Type.Optional(Type.String({ maxLength: 100 })),
  /** Between the caller's own accounts (without `pay_id`). */
  from_account: Type.Optional(AccountField),
  to_account: Type.Optional(AccountField),
});
export const TransferListReq = Type.Object({
  ...PageFields,
  symbol: Type.Optional(SymbolField),
  kind: Type.Optional(StringEnum(['user', 'account'] as const)),
});

// ---- finance: history ----
export const TransactionEventListReq = Type.Object({
  ...PageFields,
  type: Type.Optional(StringEnum(EVENT_TYPES)),
  symbol: Type.Optional(SymbolField),
});

// ---- address book ----
export const AddressListReq = Type.Object({ ...PageFields, chain: Type.Optional(ChainField) });
export const AddressAddReq = Type.Object({
  chain: ChainField,
  address: AddressField,
  label: Type.String({ maxLength: 50 }),
  memo: Type.Optional(Type.String({ maxLength: 100 })),
});
export const AddressEditReq = Type.Object({
  id: IdField,
  chain: Type.Optional(ChainField),
  address: Type.Optional(AddressField),
  label: Type.Optional(Type.String({ maxLength: 50 })),
  memo: Type.Optional(Type.String({ maxLength: 100 })),
});
export const AddressCheckReq = Type.Object({ address: Type.String({ maxLength: 200 }) });
export const AddressTransferListReq = Type.Object({ symbol: SymbolField, chain: Type.Optional(ChainField) });

/** Request schemas of the wallet calls of the `finance` service, by call name. */
export const walletFinanceBodies = {
  swapCoinPairConfigList: SwapPairListReq,
  swapGetPrice: SwapGetPriceReq,
  swapApply: SwapApplyReq,
  swapList: SwapListReq,
  swapDetail: IdReq,
  transfer: TransferReq,
  transferToList: TransferListReq,
  transferFromList: TransferListReq,
  transferToDetail: IdReq,
  transferFromDetail: IdReq,
  transactionEventList: TransactionEventListReq,
  financeDetail: IdReq,
};

/** Request schemas of the `address` calls. */
export const addressBodies = {
  list: AddressListReq,
  add: AddressAddReq,
  edit: AddressEditReq,
  delete: IdReq,
  check: AddressCheckReq,
  transferList: AddressTransferListReq,
};

export const SymbolExchangeUsdReq = Type.Object({ symbol: Type.Optional(SymbolField) });
export const ChainListReq = Type.Object({ symbol: Type.Optional(SymbolField) });

/** Request schemas of the `coin` calls, by call name (calls not listed take any body until served). */
export const coinBodies = {
  coinList: EmptyBody,
  getSymbolExchangeUsd: SymbolExchangeUsdReq,
  getSymbolExchangeInfo: SymbolExchangeInfoReq,
  accountBalance: AccountBalanceReq,
  chainList: ChainListReq,
};

/** Request schemas of the deposit and withdrawal calls (finance service; the simulated chain, docs/wallet-chain.md). */

export const ChainNameField = Type.String({ minLength: 1, maxLength: 40, description: 'chain name, as chain_list' });
/** A positive decimal string (no sign, no exponent), at most 18 decimals. */
export const WithdrawAmountField = Type.String({
  pattern: '^(0|[1-9][0-9]{0,17})(\\.[0-9]{1,18})?$',
  maxLength: 40,
  description: 'decimal string, e.g. "25.5"',
});
export const DEPOSIT_STATUSES = ['pending', 'credited', 'below_minimum'] as const;
export const WITHDRAW_STATUSES = ['pending', 'processing', 'done', 'failed', 'cancelled'] as const;

export const CoinChainReq = Type.Object({ symbol: SymbolField, chain_name: ChainNameField });
export const DepositListReq = Type.Object({
  symbol: Type.Optional(SymbolField),
  status: Type.Optional(StringEnum(DEPOSIT_STATUSES)),
  ...PageFields,
});
export const CheckAddressReq = Type.Object({
  chain_name: ChainNameField,
  address: AddressField,
  symbol: Type.Optional(SymbolField),
});
export const WithdrawCheckReq = Type.Object({
  symbol: SymbolField,
  chain_name: ChainNameField,
  address: AddressField,
  amount: WithdrawAmountField,
});
export const WithdrawCoinReq = Type.Object({
  symbol: SymbolField,
  chain_name: ChainNameField,
  address: AddressField,
  amount: WithdrawAmountField,
  /** The payment password, SHA-256 (hex) with the client's salt, as modify_capital_password set it. */
  password: PaymentSecretField,
  email_code: CodeField,
  ga_code: Type.Optional(CodeField),
});
export const WithdrawIdReq = Type.Object({ id: IdField });
export const WithdrawListReq = Type.Object({
  symbol: Type.Optional(SymbolField),
  status: Type.Optional(StringEnum(WITHDRAW_STATUSES)),
  ...PageFields,
});

/** Request schemas of the chain calls of the `finance` service, by call name. */
export const financeChainBodies = {
  getDepositAddress: CoinChainReq,
  depositList: DepositListReq,
  withdrawLimit: CoinChainReq,
  checkAddress: CheckAddressReq,
  withdrawCheck: WithdrawCheckReq,
  withdrawCoin: WithdrawCoinReq,
  withdrawCancel: WithdrawIdReq,
  withdrawList: WithdrawListReq,
  withdrawDetail: WithdrawIdReq,
};
