import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { NftCustodyStatus, NftItemListReq } from '@/contract/nftCustody/types';
import { appState } from '@/state/app';
import { sellHref } from '@/shared/lib/marketLinks';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { Checkbox } from '@/shared/ui/Checkbox';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Switch } from '@/shared/ui/Switch';
import { QueryState } from '@/shared/ui/QueryState';
import type { CustodyItem } from '@/contract/nftCustody/types';
import { useCustodyItems, useCustodySymbols, useNftMoves } from '@/features/wallet/hooks';
import './Overview.css';

// The withdrawal sheet (its security steps, hashing) loads when a card's "Withdraw" is tapped, not with the tab.
const NftWithdrawSheet = lazy(() =>
  import('./NftWithdrawSheet').then((module) => ({ default: module.NftWithdrawSheet })),
);

const STATUSES = ['all', 'wallet', 'package', 'withdrawing', 'listed'] as const;
type StatusFilter = (typeof STATUSES)[number];

/**
 * The NFT tab: the user's custody NFTs with their filter (filterType `nft` on desktop: several
 * collections at once; `symbol` on mobile: one collection) and a status. Each card offers what its editions allow:
 * what is in the wallet moves to the game, is withdrawn or listed for sale (the market's listing sheet); what is in
 * the game only comes back (it cannot be listed or withdrawn from there); its state is said on the card.
 */
export function NftTab() {
  const { t } = useTranslation('wallet');
  const { isPc } = useSnapshot(appState);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [symbol, setSymbol] = useState('');
  const [symbols, setSymbols] = useState<string[]>([]);
  // items of collections marked as spam stay out of sight until the user asks for them: spam airdrops
  // would bury the rest
  const [showSpam, setShowSpam] = useState(false);
  const collections = useCustodySymbols();
  const filter: NftItemListReq = {
    ...(status === 'all' ? {} : { status: status as NftCustodyStatus }),
    ...(isPc ? (symbols.length ? { symbols } : {}) : symbol ? { symbol } : {}),
    ...(showSpam ? { show_spam: true } : {}),
  };
  const items = useCustodyItems(filter);
  const moves = useNftMoves();
  // the sheet is mounted while open, with at least one item
  const [withdrawing, setWithdrawing] = useState<readonly [CustodyItem, ...CustodyItem[]] | null>(null);
  // Selecting several NFTs of one network withdraws them together (a batch token).
  const [selecting, setSelecting] = useState(false);
  const [picked, setPicked] = useState<CustodyItem[]>([]);
  const pickedChains = new Set(picked.map((one) => one.chain_name));
  const stopSelecting = () => {
    setSelecting(false);
    setPicked([]);
  };
  const withdrawable = items.data?.list.some((one) => one.wallet_amount > 0) ?? false;
  const busy = moves.toPackage.busy || moves.back.busy;
  const held = collections.data?.list ?? [];
  return (
    <div className="wallet-stack" data-testid="nft-tab">
      <Segmented
        label={t('nftTab.status')}
        size="sm"
        value={status}
        onChange={setStatus}
        options={STATUSES.map((value) => ({ value, label: t(`nftTab.statusName.${value}`) }))}
        testId="nft-status"
      />
      {withdrawable || selecting ? (
        <div className="wallet-nft-select">
          {selecting ? (
            <>
              <span className="wallet-nft-select__hint" role="status">
                {pickedChains.size > 1 ? t('nftTab.oneNetwork') : t('nftTab.picked', { count: picked.length })}
              </span>
              <Button size="sm" variant="ghost" onClick={stopSelecting} data-testid="nft-select-cancel">
                {t('nftTab.cancelSelect')}
              </Button>
              <Button
                size="sm"
                variant="primary"
                disabled={picked.length === 0 || pickedChains.size > 1}
                onClick={() => {
                  const [first, ...rest] = picked;
                  if (first) setWithdrawing([first, ...rest]);
                }}
                data-testid="nft-withdraw-selected"
              >
                {t('nftTab.withdrawSelected', { count: picked.length })}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setSelecting(true)} data-testid="nft-select">
              {t('nftTab.select')}
            </Button>
          )}
        </div>
      ) : null}
      {held.length > 0 ? (
        isPc ? (
          <div
            className="wallet-filter-row"
            role="group"
            aria-label={t('nftTab.collection')}
            data-testid="nft-filter-nft"
          >
            {held.map((c) => (
              <Checkbox
                key={c.symbol}
                label={c.name}
                checked={symbols.includes(c.symbol)}
                onChange={(on) => setSymbols(on ? [...symbols, c.symbol] : symbols.filter((s) => s !== c.symbol))}
              />
            ))}
          </div>
        ) : (
          <Segmented
            label={t('nftTab.collection')}
            size="sm"
            value={symbol}
            onChange={setSymbol}
            options={[
              { value: '', label: t('nftTab.allCollections') },
              ...held.map((c) => ({ value: c.symbol, label: c.name })),
            ]}
            testId="nft-filter-symbol"
          />
        )
      ) : null}
      {items.data && (items.data.hidden > 0 || showSpam) ? (
        <Switch
          label={t('nftTab.showSpam')}
          description={showSpam ? t('nftTab.spamShown') : t('nftTab.spamHidden', { count: items.data.hidden })}
          checked={showSpam}
          onChange={setShowSpam}
          testId="nft-show-spam"
        />
      ) : null}
      <QueryState
        query={items}
        keepData={false}
        skeleton={
          <div className="wallet-nft-grid" data-testid="nft-loading">
            <Skeleton height={190} radius={14} />
            <Skeleton height={190} radius={14} />
          </div>
        }
        isEmpty={(data) => data.list.length === 0}
        empty={
          <div data-testid="nft-empty">
            <EmptyState text={t('nftTab.empty')} />
            <div className="wallet-empty-action">
              <ButtonLink href="/asset/deposit?tab=nft" variant="primary">
                {t('actions.deposit')}
              </ButtonLink>
            </div>
          </div>
        }
      >
        {(data) => (
          <ul className="wallet-nft-grid" data-testid="nft-list">
            {data.list.map((item) => (
              <li key={item.item_id} className="wallet-nft" data-testid="nft-item">
                <img className="wallet-nft__image" src={item.image} alt="" loading="lazy" />
                <span className="wallet-nft__name">{item.name}</span>
                <span className="wallet-nft__meta">
                  {t('nftTab.token', { collection: item.collection_name, id: item.token_id })}
                </span>
                <span className="wallet-nft__meta">
                  {t(`nftTab.statusName.${item.status}`)}
                  {item.amount > 1 ? ` · ${t('nftTab.editions', { count: item.amount })}` : null}
                </span>
                {selecting ? (
                  item.wallet_amount > 0 ? (
                    <Checkbox
                      label={t('nftTab.pick', { name: item.name })}
                      checked={picked.some((one) => one.item_id === item.item_id)}
                      onChange={(on) =>
                        setPicked(on ? [...picked, item] : picked.filter((one) => one.item_id !== item.item_id))
                      }
                      testId="nft-pick"
                    />
                  ) : null
                ) : item.wallet_amount > 0 || item.package_amount > 0 ? (
                  <span className="wallet-nft__actions">
                    {item.wallet_amount > 0 ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => void moves.toPackage.run({ item_id: item.item_id, amount: 1 })}
                        data-testid="nft-to-game"
                      >
                        {t('nftTab.toGame')}
                      </Button>
                    ) : null}
                    {item.package_amount > 0 ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => void moves.back.run({ item_id: item.item_id, amount: 1 })}
                        data-testid="nft-from-game"
                      >
                        {t('nftTab.fromGame')}
                      </Button>
                    ) : null}
                    {item.wallet_amount > 0 ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        onClick={() => setWithdrawing([item])}
                        data-testid="nft-withdraw"
                      >
                        {t('actions.withdraw')}
                      </Button>
                    ) : null}
                    {item.wallet_amount > 0 ? (
                      <ButtonLink href={sellHref(item)} variant="secondary" size="sm" data-testid="nft-list">
                        {t('nftTab.list')}
                      </ButtonLink>
                    ) : null}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {withdrawing ? (
        <Suspense fallback={null}>
          <NftWithdrawSheet items={withdrawing} onClose={() => setWithdrawing(null)} onPlaced={stopSelecting} />
        </Suspense>
      ) : null}
    </div>
  );
}
