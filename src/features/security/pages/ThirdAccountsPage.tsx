import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThirdAccount } from '@/contract';
import { platform } from '@/platform';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Text } from '@/shared/ui/Text';
import { useThirdAccountChange, useThirdAccounts } from '../hooks';

const UNLINKED_TELEGRAM: ThirdAccount = {
  platform: 'telegram',
  bound: false,
  third_id: '',
  display_name: '',
  bound_at: null,
};

/** /thirdAccounts: linked sign-in accounts (Telegram): bind from inside Telegram, unbind with a confirm. */
export default function ThirdAccountsPage() {
  const { t } = useTranslation('security');
  const thirds = useThirdAccounts();
  const change = useThirdAccountChange();
  const [unbinding, setUnbinding] = useState<ThirdAccount | null>(null);
  const initData = platform.rawInitData();
  const list = thirds.data?.list ?? [UNLINKED_TELEGRAM];

  const unbind = async () => {
    if (unbinding && (await change.unbind.run({ platform: unbinding.platform })).ok) setUnbinding(null);
  };
  const action = (third: ThirdAccount) =>
    third.bound ? (
      <Button size="sm" variant="danger" onClick={() => setUnbinding(third)}>
        {t('third.unbind')}
      </Button>
    ) : initData ? (
      <Button
        size="sm"
        variant="primary"
        busy={change.bind.busy}
        onClick={() => void change.bind.run({ platform: third.platform, init_data: initData })}
      >
        {t('third.bind')}
      </Button>
    ) : undefined;

  return (
    <Page title={t('route.thirdAccounts')}>
      <Text>{t('third.intro')}</Text>
      {thirds.isPending ? (
        <Skeleton height={52} />
      ) : (
        <List>
          {list.map((third) => (
            <Row
              key={third.platform}
              testId={`third-${third.platform}`}
              title={t(`third.${third.platform}`)}
              subtitle={
                third.bound
                  ? third.display_name || third.third_id
                  : initData
                    ? t('third.unbound')
                    : t('third.open_in_telegram')
              }
              after={action(third)}
            />
          ))}
        </List>
      )}
      <Dialog
        open={unbinding !== null}
        onClose={() => setUnbinding(null)}
        title={t('third.unbind_title')}
        confirmText={t('third.unbind')}
        confirmLoading={change.unbind.busy}
        onConfirm={() => void unbind()}
      >
        {t('third.unbind_text')}
      </Dialog>
    </Page>
  );
}
