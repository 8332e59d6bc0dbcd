import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState } from '@/state/app';
import { Checkbox } from '@/shared/ui/Checkbox';
import { Dialog } from '@/shared/ui/Dialog';
import { confirmKeepLogin, dismissKeepLogin } from '../loginFlow';

/** Keep-me-signed-in prompt, shown after a sign-in (loginFlow.ts decides when). */
export function KeepLoginDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('account');
  // Inside the mini app there is no browser to close and Telegram itself signs the user in.
  const { inTelegram } = useSnapshot(appState);
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={dismissKeepLogin}
      title={t('keepLogin.title')}
      cancelText={t('keepLogin.cancel')}
      confirmText={t('keepLogin.confirm')}
      onConfirm={() => confirmKeepLogin(doNotShowAgain)}
    >
      <p>{t(inTelegram ? 'keepLogin.bodyTelegram' : 'keepLogin.body')}</p>
      <Checkbox label={t('keepLogin.doNotShowAgain')} checked={doNotShowAgain} onChange={setDoNotShowAgain} />
    </Dialog>
  );
}
