import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/shared/ui/AmountField';
import { Segmented } from '@/shared/ui/Segmented';
import type { AmountProblem } from '@/features/wallet/model';

interface CoinAmountProps {
  /** The coins to choose from (the picker shows with two or more). */
  coins: readonly { symbol: string }[];
  symbol: string;
  onSymbol: (symbol: string) => void;
  amount: string;
  onAmount: (amount: string) => void;
  /** The coin's places, which the amount keeps to. */
  decimals: number;
  /** The amount's problem, shown once `showProblem` (after a first try). */
  problem: AmountProblem | null;
  showProblem: boolean;
  hint: string;
  trailing?: ReactNode;
  /** `${testId}-coins` and `${testId}-amount`. */
  testId: string;
}

/** A coin and an amount of it: the send screen's and a payment request's first two fields. */
export function CoinAmount(props: CoinAmountProps) {
  const { t } = useTranslation('wallet');
  const { symbol, decimals, problem } = props;
  return (
    <>
      {props.coins.length > 1 ? (
        <Segmented
          label={t('send.coin')}
          size="sm"
          wrap
          value={symbol}
          onChange={props.onSymbol}
          options={props.coins.map((c) => ({ value: c.symbol, label: c.symbol }))}
          testId={`${props.testId}-coins`}
        />
      ) : null}
      <div className="deposit__chains">
        <AmountField
          label={t('send.amount', { symbol })}
          decimals={decimals}
          symbol={symbol}
          value={props.amount}
          onChange={props.onAmount}
          error={props.showProblem && problem ? t(`transfer.${problem}`, { decimals, count: decimals }) : null}
          hint={props.hint}
          data-testid={`${props.testId}-amount`}
          trailing={props.trailing}
        />
      </div>
    </>
  );
}
