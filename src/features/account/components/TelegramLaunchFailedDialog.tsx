import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { platform } from '@/platform';
import { telegramLaunch } from '@/session/telegramLaunch';
import { Dialog } from '@/shared/ui/Dialog';
import { useTelegramLogin } from '../hooks';

/**
 * The mini app opened but the server refused Telegram's init data: say why, and offer a retry or the
 * email sign-in. Closing it leaves the user browsing as a visitor.
 */
export function TelegramLaunchFailedDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('account');
  const { error, retryable } = useSnapshot(telegramLaunch);
  const [, navigate] = useLocation();
  const login = useTelegramLogin();
  const close = () => {
    telegramLaunch.status = 'none';
  };
  const retry = () => {
    const initData = platform.rawInitData();
    // Signed in, the user stays on the page they were looking at.
    if (initData) void login.run({ init_data: initData, redirectUrl: location.pathname + location.search });
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('tg.failedTitle')}
      cancelText={t('tg.toLogin')}
      onCancel={() => {
        close();
        navigate('/login');
      }}
      confirmText={t('tg.retry')}
      // Used-up or too old init data: only reopening the mini app helps (the message says so).
      onConfirm={retryable ? retry : undefined}
      confirmLoading={login.busy}
    >
      <p>{error || t('tg.failedBody')}</p>
    </Dialog>
  );
}
