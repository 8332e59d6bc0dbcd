import { useTranslation } from 'react-i18next';
import { Segmented } from '@/shared/ui/Segmented';
import { HISTORY_TYPES, type HistoryType } from '@/features/wallet/model';

export interface HistoryFiltersProps {
  type: HistoryType;
  onType: (type: HistoryType) => void;
  /** The coin filter's choices; omitted on a coin's own screen. */
  coins?: readonly string[];
  symbol?: string;
  onSymbol?: (symbol: string) => void;
}

/**
 * The history's filters: the log type (deposits, withdrawals, swaps, transfers, …) and, on the full history, the
 * coin.
 */
export function HistoryFilters({ type, onType, coins, symbol = '', onSymbol }: HistoryFiltersProps) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-stack">
      <Segmented
        label={t('history.typeLabel')}
        size="sm"
        value={type}
        onChange={onType}
        options={HISTORY_TYPES.map((value) => ({ value, label: t(`history.type.${value}`) }))}
        testId="history-type"
      />
      {coins && onSymbol ? (
        <Segmented
          label={t('history.coinLabel')}
          size="sm"
          value={symbol}
          onChange={onSymbol}
          options={[{ value: '', label: t('history.allCoins') }, ...coins.map((c) => ({ value: c, label: c }))]}
          testId="history-coin"
        />
      ) : null}
    </div>
  );
}
