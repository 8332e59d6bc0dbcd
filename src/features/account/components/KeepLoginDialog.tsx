import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { confirmKeepLogin, dismissKeepLogin } from '../loginFlow';
import '../account.css';

/** Keep-me-signed-in prompt (spec section 2, dialog 4; section 4). */
export function KeepLoginDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('account');
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
      <div className="acc-dialog-body">
        <p>{t('keepLogin.body')}</p>
        <label className="acc-check">
          <input
            type="checkbox"
            checked={doNotShowAgain}
            onChange={(event) => setDoNotShowAgain(event.target.checked)}
          />
          <span>{t('keepLogin.doNotShowAgain')}</span>
        </label>
      </div>
    </Dialog>
  );
}
