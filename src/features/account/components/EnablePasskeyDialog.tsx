import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { appState } from '@/state/app';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { PasskeyExplainerDialog } from '@/shared/ui/PasskeyExplainerDialog';
import { skipPasskeySetup, startPasskeySetup } from '../loginFlow';
import './EnablePasskeyDialog.css';

/** Enable-passkey prompt (after a sign-in without one): main button to passkey set-up and a skip link. */
export function EnablePasskeyDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('account');
  // Inside the mini app there is no browser to close and Telegram itself signs the user in.
  const { inTelegram } = useSnapshot(appState);
  const [explainer, setExplainer] = useState(false);
  return (
    <>
      <Dialog
        open={open && !explainer}
        onClose={skipPasskeySetup}
        title={t('passkey.enable.title')}
        footer={
          <div className="enable-passkey__actions">
            <Button variant="primary" block data-autofocus onClick={startPasskeySetup}>
              {t('passkey.enable.action')}
            </Button>
            <Button variant="ghost" block onClick={skipPasskeySetup}>
              {t('passkey.enable.skip')}
            </Button>
          </div>
        }
      >
        <p>{t(inTelegram ? 'passkey.enable.bodyTelegram' : 'passkey.enable.body')}</p>
        <Button variant="ghost" size="sm" onClick={() => setExplainer(true)}>
          {t('passkey.enable.whatIs')}
        </Button>
      </Dialog>
      <PasskeyExplainerDialog open={open && explainer} onClose={() => setExplainer(false)} />
    </>
  );
}
