import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Page } from '@/shared/ui/Page';
import { HistoryFilters } from '@/features/wallet/components/HistoryFilters';
import { HistoryList } from '@/features/wallet/components/HistoryList';
import { useCoins } from '@/features/wallet/hooks';
import { parseHistoryType, type HistoryType } from '@/features/wallet/model';
import '@/features/wallet/components/Overview.css';

/** /asset/history?type=&symbol=: every asset log in one place, filtered by type and coin. */
export default function HistoryPage() {
  const { t } = useTranslation('wallet');
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const type = parseHistoryType(query.get('type'));
  const symbol = query.get('symbol') ?? '';
  const coins = useCoins();
  // The filters live in the address, so a reload or a way back from a detail keeps them.
  const go = (next: { type?: HistoryType; symbol?: string }) => {
    const params = new URLSearchParams();
    const nextType = next.type ?? type;
    const nextSymbol = next.symbol ?? symbol;
    if (nextType !== 'all') params.set('type', nextType);
    if (nextSymbol) params.set('symbol', nextSymbol);
    const text = params.toString();
    navigate(`/asset/history${text ? `?${text}` : ''}`, { replace: true });
  };
  return (
    <Page title={t('history.title')}>
      <div className="wallet-stack">
        <HistoryFilters
          type={type}
          onType={(value) => go({ type: value })}
          coins={(coins.data ?? []).map((c) => c.symbol)}
          symbol={symbol}
          onSymbol={(value) => go({ symbol: value })}
        />
        <HistoryList key={`${type}-${symbol}`} type={type} symbol={symbol} />
      </div>
    </Page>
  );
}
