import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThirdAccount } from '@/contract/types';
import { platform } from '@/platform';
import { Dialog } from '@/shared/ui/Dialog';
import { notice } from '@/state/notice';
import { Skeleton } from '@/shared/ui/Skeleton';
import { securityApi, securityKeys } from '../api';
import { SecurityPage } from '../components/SecurityPage';
import { useAccount, useThirdAccounts } from '../hooks';

/** /thirdAccounts: linked sign-in accounts (Telegram): bind from inside Telegram, unbind with a confirm. */
export default function ThirdAccountsPage() {
  const { t } = useTranslation('security');
  const client = useQueryClient();
  const { refresh } = useAccount();
  const thirds = useThirdAccounts();
  const [unbinding, setUnbinding] = useState<ThirdAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const initData = platform.rawInitData();

  const run = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await work();
      await Promise.all([refresh(), client.invalidateQueries({ queryKey: securityKeys.thirds })]);
      platform.haptic('success');
      notice.success(success);
      setUnbinding(null);
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };
  const list = thirds.data?.list ?? [
    {
      platform: 'telegram',
      bound: false,
      third_id: '',
      display_name: '',
      bound_at: null,
    },
  ];

  return (
    <SecurityPage title={t('route.thirdAccounts')}>
      <p className="sec-text">{t('third.intro')}</p>
      {thirds.isPending ? (
        <Skeleton height={52} />
      ) : (
        <ul className="sec-card sec-list">
          {list.map((third) => (
            <li key={third.platform} className="sec-row" data-testid={`third-${third.platform}`}>
              <span className="sec-row__label">
                {t(`third.${third.platform}`)}
                <span className="sec-row__sub">
                  {third.bound
                    ? third.display_name || third.third_id
                    : initData
                      ? t('third.unbound')
                      : t('third.open_in_telegram')}
                </span>
              </span>
              {third.bound ? (
                <button
                  type="button"
                  className="sec-btn sec-btn--small sec-btn--ghost-danger"
                  onClick={() => setUnbinding(third)}
                >
                  {t('third.unbind')}
                </button>
              ) : initData ? (
                <button
                  type="button"
                  className="sec-btn sec-btn--small sec-btn--accent"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () =>
                        securityApi.thirdBind({
                          platform: third.platform,
                          init_data: initData,
                        }),
                      t('third.bound'),
                    )
                  }
                >
                  {t('third.bind')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={unbinding !== null}
        onClose={() => setUnbinding(null)}
        title={t('third.unbind_title')}
        confirmText={t('third.unbind')}
        confirmLoading={busy}
        onConfirm={() =>
          unbinding &&
          void run(() => securityApi.thirdUnbind({ platform: unbinding.platform }), t('third.unbound_done'))
        }
      >
        {t('third.unbind_text')}
      </Dialog>
    </SecurityPage>
  );
}
