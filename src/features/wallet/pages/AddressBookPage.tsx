import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { shortenAddress } from '@/shared/lib/address';
import { EmptyState } from '@/shared/ui/EmptyState';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Segmented } from '@/shared/ui/Segmented';
import { Skeleton } from '@/shared/ui/Skeleton';
import { QueryState } from '@/shared/ui/QueryState';
import { useAddressBook, useChainNames } from '@/features/wallet/hooks';
import '@/features/wallet/components/Overview.css';
import { useChainLabel } from '@/shared/lib/chains';

const ALL = 'all';

/** /asset/address: the saved withdrawal addresses, filtered by chain; a row opens its edit screen. */
export default function AddressBookPage() {
  const { t } = useTranslation('wallet');
  const chainName = useChainLabel();
  const [, navigate] = useLocation();
  const [chain, setChain] = useState(ALL);
  const chains = useChainNames();
  const book = useAddressBook(chain === ALL ? '' : chain);
  return (
    <Page
      title={t('addressBook.title')}
      primary={{ text: t('addressBook.add'), onClick: () => navigate('/asset/addressEdit'), testId: 'address-add' }}
    >
      <div className="wallet-stack">
        <Segmented
          label={t('addressBook.chainFilter')}
          size="sm"
          wrap
          testId="address-filter"
          options={[
            { value: ALL, label: t('addressBook.allChains') },
            ...(chains.data ?? []).map((c) => ({ value: c, label: chainName(c) })),
          ]}
          value={chain}
          onChange={setChain}
        />
        <QueryState
          query={book}
          skeleton={<Skeleton height={160} radius={14} />}
          keepData={false}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState text={chain === ALL ? t('addressBook.empty') : t('addressBook.emptyChain', { chain })} />}
        >
          {(data) => (
            <List testId="address-list">
              {data.list.map((entry) => (
                <Row
                  key={entry.id}
                  testId="address-row"
                  data-chain={entry.chain}
                  href={`/asset/addressEdit?id=${entry.id}`}
                  title={entry.label}
                  subtitle={`${chainName(entry.chain)} · ${shortenAddress(entry.address)}${entry.memo ? ` · ${entry.memo}` : ''}`}
                />
              ))}
            </List>
          )}
        </QueryState>
      </div>
    </Page>
  );
}
