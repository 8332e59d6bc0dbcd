import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Page } from '@/shared/ui/Page';
import { SwapHistoryList } from '@/features/wallet/components/SwapHistoryList';
import '@/features/wallet/components/Overview.css';

/** /asset/swap/seraph/history: the user's Seraph swaps; the main button starts a new one. */
export default function SeraphSwapHistoryPage() {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  return (
    <Page
      title={t('swap.seraphHistoryTitle')}
      primary={{ text: t('swap.new'), onClick: () => navigate('/asset/swap/seraph') }}
    >
      <SwapHistoryList kind="seraph" />
    </Page>
  );
}
