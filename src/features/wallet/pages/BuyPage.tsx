import { useState, type ReactNode } from 'react';
import { useSettled } from '@/shared/lib/useSettled';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Banner } from '@/shared/ui/Banner';
import { Card } from '@/shared/ui/Card';
import { EmptyState } from '@/shared/ui/EmptyState';
import { AmountField } from '@/shared/ui/AmountField';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Radio } from '@/shared/ui/Radio';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { QueryState } from '@/shared/ui/QueryState';
import { useCreateFiatOrder, useFiatCatalogue, useFiatChannels, useFiatQuotes } from '@/features/wallet/hooks';
import {
  DEFAULT_BUY_SYMBOL,
  DEFAULT_FIAT,
  channelOffers,
  fiatAmountProblem,
  orderHref,
  pickChannel,
} from '@/features/wallet/buyModel';
import { displayAmount } from '@/features/wallet/model';
import { QUOTE_DEBOUNCE_MS } from '@/features/wallet/swapModel';
import { platform } from '@/platform';
import StarsBuy from '@/features/wallet/pages/StarsBuy';
import '@/features/wallet/components/Overview.css';

/**
 * /asset/buy?symbol=: buy a coin. Inside Telegram the user first picks the channel: fiat through a provider, or
 * Telegram Stars (`?channel=stars`, StarsBuy.tsx); elsewhere fiat only (a browser cannot pay in Stars).
 */
export default function BuyPage() {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  const search = useSearch();
  if (platform.kind !== 'telegram') return <FiatBuy channels={null} />;
  const stars = new URLSearchParams(search).get('channel') === 'stars';
  const channels = (
    <Segmented
      label={t('stars.channel')}
      testId="buy-method"
      options={[
        { value: 'fiat', label: t('stars.fiat') },
        { value: 'stars', label: t('stars.stars') },
      ]}
      value={stars ? 'stars' : 'fiat'}
      onChange={(value) => navigate(value === 'stars' ? '/asset/buy?channel=stars' : '/asset/buy', { replace: true })}
    />
  );
  return stars ? <StarsBuy channels={channels} /> : <FiatBuy channels={channels} />;
}

/** Buying with fiat: coin, currency, amount, then each provider's offer and fees. */
function FiatBuy({ channels: methods }: { channels: ReactNode }) {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('symbol')?.toUpperCase() ?? '';
  const catalogue = useFiatCatalogue();
  const coins = catalogue.data?.list ?? [];
  const fiats = catalogue.data?.fiat_list ?? [];
  const [symbolChoice, setSymbol] = useState(asked || DEFAULT_BUY_SYMBOL);
  const [fiatChoice, setFiat] = useState(DEFAULT_FIAT);
  const [amount, setAmount] = useState('');
  const [channelChoice, setChannel] = useState('');
  const symbol = coins.some((c) => c.symbol === symbolChoice) ? symbolChoice : (coins[0]?.symbol ?? '');
  const currency = fiats.find((f) => f.code === fiatChoice) ?? fiats[0];
  const fiat = currency?.code ?? '';
  const decimals = currency?.decimals ?? 2;
  const channels = useFiatChannels(fiat);
  const problem = fiatAmountProblem(amount, decimals);
  const settled = useSettled(amount, QUOTE_DEBOUNCE_MS);
  const quotable = symbol !== '' && fiat !== '' && settled !== '' && fiatAmountProblem(settled, decimals) === null;
  const quotes = useFiatQuotes({ symbol, fiat, fiat_amount: settled }, quotable);
  const offers = quotable ? channelOffers(quotes.data?.list ?? [], channels.data?.list ?? []) : [];
  const channel = pickChannel(offers, channelChoice);
  const offer = offers.find((o) => o.channel === channel);
  const create = useCreateFiatOrder();

  const buy = async () => {
    if (!offer) return;
    const outcome = await create.run({ symbol, fiat, fiat_amount: settled, channel });
    if (outcome.ok) navigate(orderHref(outcome.data.order_no));
  };
  const reason = (r: string, o: { min_amount: string; max_amount: string }) =>
    t(`buy.reason.${r}`, { min: o.min_amount, max: o.max_amount, fiat });

  return (
    <Page
      title={t('buy.title')}
      primary={{
        text: offer ? t('buy.submit', { channel: offer.channel_name }) : t('buy.submitNone'),
        onClick: () => void buy(),
        busy: create.busy,
        disabled: !offer || problem !== null || amount !== settled,
        testId: 'buy-submit',
      }}
    >
      <div className="wallet-stack">
        {methods}
        <QueryState
          query={catalogue}
          keepData={false}
          skeleton={<Skeleton height={200} radius={14} />}
          isEmpty={() => coins.length === 0 || !currency}
          empty={<EmptyState text={t('buy.nothing')} />}
        >
          {() => (
            <>
              <h2 className="ui-section__header">{t('buy.coin')}</h2>
              <Segmented
                label={t('buy.coin')}
                size="sm"
                testId="buy-coin"
                options={coins.map((c) => ({ value: c.symbol, label: c.symbol }))}
                value={symbol}
                onChange={setSymbol}
              />
              <h2 className="ui-section__header">{t('buy.currency')}</h2>
              <Segmented
                label={t('buy.currency')}
                size="sm"
                testId="buy-fiat"
                options={fiats.map((f) => ({ value: f.code, label: f.code }))}
                value={fiat}
                onChange={setFiat}
              />
              <Card padded>
                <AmountField
                  label={t('buy.amount', { fiat })}
                  decimals={decimals}
                  symbol={fiat}
                  value={amount}
                  data-testid="buy-amount"
                  trailing={<span>{currency?.sign}</span>}
                  error={problem ? t(`buy.problem.${problem}`, { decimals }) : null}
                  onChange={setAmount}
                />
              </Card>
              {quotable ? (
                quotes.isPending ? (
                  <Skeleton height={160} radius={14} />
                ) : quotes.isError ? (
                  <Banner tone="danger">{quotes.error.message}</Banner>
                ) : (
                  <List header={t('buy.channels')} testId="buy-channels">
                    {offers.map((o) => (
                      <Radio
                        key={o.channel}
                        name="buy-channel"
                        value={o.channel}
                        testId={`buy-channel-${o.channel}`}
                        checked={o.channel === channel}
                        disabled={!o.ok}
                        onChange={() => setChannel(o.channel)}
                        label={
                          o.ok
                            ? t('buy.offer', {
                                channel: o.channel_name,
                                amount: displayAmount(o.coin_amount),
                                symbol: o.symbol,
                              })
                            : o.channel_name
                        }
                        description={
                          o.ok
                            ? [
                                t('buy.fee', { fee: displayAmount(o.fee), fiat }),
                                t('buy.price', { price: displayAmount(o.price), fiat, symbol: o.symbol }),
                                o.methods.map((m) => t(`buy.method.${m}`, { defaultValue: m })).join(', '),
                                o.simulated ? t('buy.simulated') : '',
                              ]
                                .filter(Boolean)
                                .join(' · ')
                            : reason(o.reason, o)
                        }
                      />
                    ))}
                  </List>
                )
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
