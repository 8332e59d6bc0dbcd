import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { skipPasskeySetup, startPasskeySetup } from '../loginFlow';
import { PasskeyExplainerDialog } from '@/shared/ui/PasskeyExplainerDialog';
import '../account.css';

/** Enable-passkey prompt (spec section 2, dialog 1): main button to passkey set-up and a skip link. */
export function EnablePasskeyDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('account');
  const [explainer, setExplainer] = useState(false);
  return (
    <>
      <Dialog
        open={open && !explainer}
        onClose={skipPasskeySetup}
        title={t('passkey.enable.title')}
        footer={
          <div className="acc-actions">
            <button type="button" className="btn btn--primary" data-autofocus onClick={startPasskeySetup}>
              {t('passkey.enable.action')}
            </button>
            <button type="button" className="acc-link acc-link--block" onClick={skipPasskeySetup}>
              {t('passkey.enable.skip')}
            </button>
          </div>
        }
      >
        <div className="acc-dialog-body">
          <p>{t('passkey.enable.body')}</p>
          <button type="button" className="acc-link" onClick={() => setExplainer(true)}>
            {t('passkey.enable.whatIs')}
          </button>
        </div>
      </Dialog>
      <PasskeyExplainerDialog open={open && explainer} onClose={() => setExplainer(false)} />
    </>
  );
}
