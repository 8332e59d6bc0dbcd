/**
 * Amount display without bignumber.js (money.ts re-exports these; the home screen's first load stays small). The
 * rules themselves live in domain/amount.ts, where the server can apply them too.
 */
export {
  DECIMALS,
  DECIMAL_TEXT,
  INVALID_AMOUNT,
  displayAmount,
  displayPlaces,
  formatAmount,
  formatCompact,
  moneyText,
  type Amount,
  type MoneyKind,
} from '@/domain/amount';
