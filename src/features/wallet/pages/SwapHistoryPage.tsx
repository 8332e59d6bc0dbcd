import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Page } from '@/shared/ui/Page';
import { SwapHistoryList } from '@/features/wallet/components/SwapHistoryList';
import '@/features/wallet/components/Overview.css';

/** /asset/swap/history: the user's standard swaps; the main button starts a new one. */
export default function SwapHistoryPage() {
  const { t } = useTranslation('wallet');
  const [, navigate] = useLocation();
  return (
    <Page title={t('swap.historyTitle')} primary={{ text: t('swap.new'), onClick: () => navigate('/asset/swap') }}>
      <SwapHistoryList kind="standard" />
    </Page>
  );
}
