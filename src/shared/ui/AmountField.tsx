import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typedAmount } from '@/domain/amountInput';
import { Field, type FieldProps } from './Field';

export interface AmountFieldProps extends Omit<FieldProps, 'value' | 'onChange' | 'inputMode' | 'type'> {
  value: string;
  /** The amount as kept: digits and one point, at most `decimals` places. */
  onChange: (value: string) => void;
  /** The coin's own decimals (coin list, `trade_fee`): the most places one can type. */
  decimals: number;
  /** The coin, named when places beyond its decimals are refused. */
  symbol: string;
}

/**
 * The one amount input (swap, send, withdraw, transfer, listing prices): what is typed or pasted keeps at most the
 * coin's decimals (domain/amountInput.ts typedAmount), and when places were refused the field says so above its hint
 * until the next keystroke, instead of silently cutting on one screen and erring on another.
 */
export function AmountField({ value, onChange, decimals, symbol, hint, ...field }: AmountFieldProps) {
  const { t } = useTranslation();
  const [cut, setCut] = useState(false);
  return (
    <Field
      {...field}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => {
        const typed = typedAmount(e.target.value, decimals);
        setCut(typed.cut);
        onChange(typed.value);
      }}
      hint={
        cut ? (
          <>
            <span className="ui-field__note" data-testid="amount-decimals" role="status">
              {t('ui.amountDecimals', { symbol })}
            </span>
            {hint}
          </>
        ) : (
          hint
        )
      }
    />
  );
}
