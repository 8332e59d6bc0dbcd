import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hashPassword } from '@/shared/lib/password';
import { Dialog } from '@/shared/ui/Dialog';
import { List } from '@/shared/ui/List';
import { PaymentPasswordField } from '@/shared/ui/PaymentPasswordField';
import { Switch } from '@/shared/ui/Switch';
import { useNftFree, usePaymentSetting } from '../hooks';

/** NFT password-free purchases: opening it asks for the payment password; closing needs nothing. */
export function NftFreeToggle() {
  const { t } = useTranslation('security');
  const setting = usePaymentSetting();
  const on = Boolean(setting.data?.nft_free);
  const nftFree = useNftFree();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const open = async () => {
    if ((await nftFree.open.run({ password: hashPassword(password) })).ok) {
      setAsking(false);
      setPassword('');
    }
  };
  return (
    <List header={t('group.payment')}>
      <Switch
        label={t('factor.nft_free')}
        description={t('pay.nft_free_hint')}
        checked={on}
        disabled={nftFree.busy || !setting.data?.has_capital_password}
        onChange={() => (on ? void nftFree.close.run({}) : setAsking(true))}
      />
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('pay.nft_free_confirm')}
        confirmLoading={nftFree.busy}
        confirmDisabled={password.length !== 6}
        onConfirm={() => void open()}
      >
        <PaymentPasswordField label={t('pay.password')} value={password} data-autofocus onChange={setPassword} />
      </Dialog>
    </List>
  );
}
