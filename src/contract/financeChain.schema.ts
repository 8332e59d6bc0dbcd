import { Type } from 'typebox';
import { CodeField, HashedPasswordField, IdField, PageFields, StringEnum, SymbolField } from './fields';

/** Request schemas of the deposit and withdrawal calls (finance service; the simulated chain of issue 11). */

export const ChainNameField = Type.String({ minLength: 1, maxLength: 40, description: 'chain name, as chain_list' });
/** Checked against the chain's rules by the server (spec section 5), so any text up to 200 characters. */
export const AddressField = Type.String({ minLength: 1, maxLength: 200 });
/** A positive decimal string (no sign, no exponent), at most 18 decimals. */
export const AmountField = Type.String({
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
  amount: AmountField,
});
export const WithdrawCoinReq = Type.Object({
  symbol: SymbolField,
  chain_name: ChainNameField,
  address: AddressField,
  amount: AmountField,
  /** The payment password, SHA-256 (hex) with the client's salt, as modify_capital_password set it. */
  password: HashedPasswordField,
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
