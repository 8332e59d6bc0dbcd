import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Page } from '@/shared/ui/Page';
import { Text } from '@/shared/ui/Text';
import { FaqList } from '../components/FaqList';

/** /help: frequently asked questions and the way to a support work order. */
export default function HelpPage() {
  const { t } = useTranslation('security');
  const [, navigate] = useLocation();
  return (
    <Page title={t('route.help')} primary={{ text: t('help.work_order'), onClick: () => navigate('/wordOrder') }}>
      <FaqList />
      <Text>{t('help.more')}</Text>
    </Page>
  );
}
