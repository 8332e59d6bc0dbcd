import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Banner } from '@/shared/ui/Banner';
import { Card } from '@/shared/ui/Card';
import { List } from '@/shared/ui/List';
import { LoadFailed } from '@/shared/ui/LoadFailed';
import { Page } from '@/shared/ui/Page';
import { QrCode } from '@/shared/ui/QrCode';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { copyText } from '@/shared/ui/copy';
import { NftDeposit } from '@/features/wallet/components/NftDeposit';
import { useCoinEntries, useDepositAddress, useNftDepositChoice } from '@/features/wallet/hooks';
import { coinChainChoice, coinChainHref, displayAmount } from '@/features/wallet/model';
import { CoinChainPicker } from '@/features/wallet/components/CoinChainPicker';
import { PendingDeposits } from '@/features/wallet/components/PendingDeposits';
import '@/features/wallet/components/Overview.css';
import { useChainLabel } from '@/shared/lib/chains';
import './DepositPage.css';

/**
 * /asset/deposit?symbol=&chain=: the coin, then one of its chains; the user's address on that chain as text and QR
 * code with copy, the chain's minimum and confirmations, and what not to send. The choice lives in the address.
 * `?tab=nft` shows the NFT deposit instead (components/NftDeposit), the NFT tab's way in.
 */
export default function DepositPage() {
  const { t } = useTranslation('wallet');
  const chainName = useChainLabel();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const coins = useCoinEntries();
  const nft = query.get('tab') === 'nft';
  const { symbol, chain } = coinChainChoice(coins.data, query.get('symbol'), query.get('chain'));
  const address = useDepositAddress(nft ? '' : symbol, chain);
  // the network by its name, the server's id as detail: "USDT on Ethereum (ERC20)"
  const network = chainName(chain);
  const nftChoice = useNftDepositChoice(query.get('chain'), nft);
  const choose = (next: { symbol?: string; chain?: string }) => {
    navigate(coinChainHref('/asset/deposit', symbol, next), { replace: true });
  };
  const chooseTab = (tab: 'coin' | 'nft') =>
    navigate(tab === 'nft' ? '/asset/deposit?tab=nft' : '/asset/deposit', { replace: true });
  const shown = nft
    ? nftChoice.address.data?.symbols.length
      ? nftChoice.address.data.address
      : null
    : (address.data?.address ?? null);
  const copy = () => void copyText(shown ?? '');
  return (
    <Page
      title={t('deposit.title')}
      primary={shown ? { text: t('deposit.copy'), onClick: copy, testId: 'deposit-copy' } : undefined}
    >
      <div className="wallet-stack">
        <Segmented
          label={t('deposit.what')}
          value={nft ? 'nft' : 'coin'}
          onChange={chooseTab}
          options={[
            { value: 'coin', label: t('deposit.tabCoin') },
            { value: 'nft', label: t('deposit.tabNft') },
          ]}
          testId="deposit-tabs"
        />
        {nft ? (
          <NftDeposit
            choice={nftChoice}
            onChain={(next) => navigate(`/asset/deposit?tab=nft&chain=${encodeURIComponent(next)}`, { replace: true })}
          />
        ) : (
          <CoinChainPicker coins={coins} symbol={symbol} chain={chain} onChoose={choose} testIdPrefix="deposit" />
        )}
        {nft ? null : address.isError ? (
          <LoadFailed onRetry={() => void address.refetch()} busy={address.isFetching} />
        ) : !address.data ? (
          <Skeleton height={260} radius={14} />
        ) : (
          <>
            <Banner tone="warn" title={t('deposit.warnTitle', { symbol, chain: network })}>
              {t('deposit.warn', { symbol, chain: network, min: displayAmount(address.data.min_deposit) })}
            </Banner>
            <Card padded testId="deposit-address-card">
              <div className="deposit__qr">
                <QrCode text={address.data.address} label={t('deposit.qr', { symbol, chain: network })} />
              </div>
              <p className="deposit__label">{t('deposit.address', { symbol, chain: network })}</p>
              <p className="deposit__address" data-testid="deposit-address">
                {address.data.address}
              </p>
            </Card>
            <List>
              <Row
                title={t('deposit.minimum')}
                value={<span data-testid="deposit-min">{`${address.data.min_deposit} ${symbol}`}</span>}
              />
              <Row
                title={t('deposit.confirmations')}
                value={<span data-testid="deposit-confirmations">{address.data.confirmations}</span>}
              />
            </List>
            <PendingDeposits symbol={symbol} address={address.data.address} chain={chain} />
          </>
        )}
      </div>
    </Page>
  );
}
