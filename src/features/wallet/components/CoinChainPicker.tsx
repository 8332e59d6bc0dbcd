import { useTranslation } from 'react-i18next';
import { Card } from '@/shared/ui/Card';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { QueryState } from '@/shared/ui/QueryState';
import type { useCoinEntries } from '@/features/wallet/hooks';
import { useChainLabel } from '@/shared/lib/chains';

/**
 * The coin, then one of its chains (deposit and withdraw): two rows of chips in a card, a skeleton while the coins
 * load, a retry when they failed. The choice itself lives in the screen's address (`coinChainChoice`).
 */
export function CoinChainPicker({
  coins,
  symbol,
  chain,
  onChoose,
  testIdPrefix,
}: {
  coins: ReturnType<typeof useCoinEntries>;
  symbol: string;
  chain: string;
  onChoose: (next: { symbol?: string; chain?: string }) => void;
  testIdPrefix: string;
}) {
  return (
    <QueryState query={coins} skeleton={<Skeleton height={96} radius={14} />} keepData={false}>
      {(entries) => (
        <Picker entries={entries} symbol={symbol} chain={chain} onChoose={onChoose} testIdPrefix={testIdPrefix} />
      )}
    </QueryState>
  );
}

function Picker({
  entries,
  symbol,
  chain,
  onChoose,
  testIdPrefix,
}: {
  entries: NonNullable<ReturnType<typeof useCoinEntries>['data']>;
  symbol: string;
  chain: string;
  onChoose: (next: { symbol?: string; chain?: string }) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('wallet');
  const chainName = useChainLabel();
  const chains = entries.find((c) => c.info.symbol === symbol)?.chains ?? [];
  return (
    <Card padded>
      <Segmented
        label={t('deposit.coin')}
        size="sm"
        wrap
        value={symbol}
        onChange={(value) => onChoose({ symbol: value })}
        options={entries.map((c) => ({ value: c.info.symbol, label: c.info.symbol }))}
        testId={`${testIdPrefix}-coins`}
      />
      {chains.length > 0 ? (
        <div className="deposit__chains">
          <Segmented
            label={t('deposit.chain')}
            size="sm"
            wrap
            value={chain}
            onChange={(value) => onChoose({ chain: value })}
            options={chains.map((c) => ({ value: c.chain_name, label: chainName(c.chain_name) }))}
            testId={`${testIdPrefix}-chains`}
          />
        </div>
      ) : null}
    </Card>
  );
}
