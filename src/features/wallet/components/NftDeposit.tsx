import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/Banner';
import { Card } from '@/shared/ui/Card';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { QrCode } from '@/shared/ui/QrCode';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { QueryState } from '@/shared/ui/QueryState';
import { usePendingNftDeposits, type NftDepositChoice } from '@/features/wallet/hooks';
import { useChainLabel } from '@/shared/lib/chains';

/**
 * The NFT side of /asset/deposit (`?tab=nft&chain=`, chosen by useNftDepositChoice): a chain, the user's NFT address there as text and QR, its
 * confirmations, the collections that live on it (an NFT of another collection cannot be credited, so a chain
 * without any shows no address), and the NFT deposits still confirming.
 */
export function NftDeposit({ choice, onChain }: { choice: NftDepositChoice; onChain: (chain: string) => void }) {
  const { t } = useTranslation('wallet');
  const chainName = useChainLabel();
  const { chains, names, chosen, address } = choice;
  const pending = usePendingNftDeposits();
  return (
    <>
      <QueryState query={chains} keepData={false} skeleton={<Skeleton height={56} radius={14} />}>
        {() => (
          <Card padded>
            <Segmented
              label={t('deposit.chain')}
              size="sm"
              value={chosen}
              onChange={onChain}
              options={names.map((name) => ({ value: name, label: chainName(name) }))}
              testId="nft-deposit-chains"
            />
          </Card>
        )}
      </QueryState>
      {address.isError ? (
        <LoadFailed onRetry={() => void address.refetch()} busy={address.isFetching} />
      ) : !address.data ? (
        chosen ? (
          <Skeleton height={260} radius={14} />
        ) : null
      ) : address.data.symbols.length === 0 ? (
        <Banner tone="info" title={t('nftDeposit.noneTitle', { chain: chosen })} testId="nft-deposit-none">
          {t('nftDeposit.none', { chain: chosen })}
        </Banner>
      ) : (
        <>
          <Banner tone="warn" title={t('nftDeposit.warnTitle', { chain: chosen })}>
            {t('nftDeposit.warn', { chain: chosen, collections: address.data.symbols.join(', ') })}
          </Banner>
          <Card padded testId="nft-deposit-card">
            <div className="deposit__qr">
              <QrCode text={address.data.address} label={t('nftDeposit.qr', { chain: chosen })} />
            </div>
            <p className="deposit__label">{t('nftDeposit.address', { chain: chosen })}</p>
            <p className="deposit__address" data-testid="nft-deposit-address">
              {address.data.address}
            </p>
          </Card>
          <List>
            <Row title={t('nftDeposit.collections')} value={address.data.symbols.join(', ')} />
            <Row title={t('deposit.confirmations')} value={String(address.data.confirmations)} />
          </List>
        </>
      )}
      {pending.data && pending.data.list.length > 0 ? (
        <List header={t('nftDeposit.pending')} testId="nft-deposit-pending">
          {pending.data.list.map((deposit) => (
            <Row
              key={deposit.id}
              title={deposit.name || `${deposit.symbol} #${deposit.token_id}`}
              subtitle={chainName(deposit.chain_name)}
              value={t('nftDeposit.confirming', {
                done: Math.min(deposit.confirmations, deposit.required_confirmations),
                total: deposit.required_confirmations,
              })}
            />
          ))}
        </List>
      ) : null}
    </>
  );
}
