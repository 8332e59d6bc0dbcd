import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { useRenewGaSecret } from '../hooks';
import './RenewGaKey.css';

/**
 * "Generate a new key": the set-up key stays the same across visits (a scanned key keeps working), so
 * replacing it is a deliberate step, confirmed first because the scanned entry stops working.
 */
export function RenewGaKey() {
  const { t } = useTranslation('security');
  const renew = useRenewGaSecret();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    if ((await renew.run({ renew: true })).ok) setAsking(false);
  };
  return (
    <>
      <div className="renew-ga-key">
        <Button size="sm" onClick={() => setAsking(true)} data-testid="ga-renew">
          {t('ga.renew')}
        </Button>
      </div>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('ga.renew_title')}
        confirmText={t('ga.renew_confirm')}
        confirmLoading={renew.busy}
        onConfirm={() => void confirm()}
      >
        {t('ga.renew_text')}
      </Dialog>
    </>
  );
}
