import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '@/platform';
import { hashPassword } from '@/shared/lib/password';
import { Dialog } from '@/shared/ui/Dialog';
import { notice } from '@/state/notice';
import { securityApi, securityKeys } from '../api';
import { usePaymentSetting } from '../hooks';
import { normalizeCodeInput } from '../model';

/** NFT password-free purchases: opening it asks for the payment password; closing needs nothing. */
export function NftFreeToggle() {
  const { t } = useTranslation('security');
  const client = useQueryClient();
  const setting = usePaymentSetting();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const on = Boolean(setting.data?.nft_free);

  const apply = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await client.invalidateQueries({ queryKey: securityKeys.payment });
      platform.haptic('success');
      notice.success(t('pay.nft_free_saved'));
      setAsking(false);
      setPassword('');
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="sec-card">
      <label className="sec-row">
        <span className="sec-row__label">
          {t('factor.nft_free')}
          <span className="sec-row__sub">{t('pay.nft_free_hint')}</span>
        </span>
        <input
          className="sec-switch"
          type="checkbox"
          checked={on}
          disabled={busy || !setting.data?.has_capital_password}
          onChange={() => (on ? void apply(() => securityApi.closeNftFree()) : setAsking(true))}
        />
      </label>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('pay.nft_free_confirm')}
        confirmLoading={busy}
        confirmDisabled={password.length !== 6}
        onConfirm={() => void apply(() => securityApi.openNftFree({ password: hashPassword(password) }))}
      >
        <div className="sec-scope">
          <label className="sec-field">
            <span className="sec-field__label">{t('pay.password')}</span>
            <input
              className="sec-input"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={password}
              data-autofocus
              onChange={(e) => setPassword(normalizeCodeInput(e.target.value))}
            />
          </label>
        </div>
      </Dialog>
    </div>
  );
}
