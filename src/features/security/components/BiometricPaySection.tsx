import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiometryInfo } from '@/platform/tg/biometry';
import { hashPassword } from '@/shared/lib/password';
import { formatDateTime } from '@/shared/lib/time';
import { notice } from '@/state/notice';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { List } from '@/shared/ui/List';
import { PaymentPasswordField } from '@/shared/ui/PaymentPasswordField';
import { Row } from '@/shared/ui/Row';
import { Switch } from '@/shared/ui/Switch';
import { otherBiometricDevices, thisDeviceBiometrics } from '../biometricModel';
import { useBiometricChange, useBiometricDevices, usePaymentSetting } from '../hooks';

const loadBiometry = () => import('@/platform/tg/biometry');

/**
 * Pay with Face ID or a fingerprint: the switch turns it on for this device inside Telegram (payment password, the
 * client's permission, then a token from the server stored behind the device's biometrics) or off (the server's token
 * revoked, the device's cleared). The other devices that pay with biometrics are listed with a way to turn each off,
 * from anywhere, the browser included.
 */
export function BiometricPaySection() {
  const { t, i18n } = useTranslation('security');
  const setting = usePaymentSetting();
  const devices = useBiometricDevices();
  const change = useBiometricChange();
  // undefined while asking the device, null outside Telegram
  const [device, setDevice] = useState<BiometryInfo | null | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadBiometry()
      .then((bio) => bio.biometryInfo())
      .then((info) => live && setDevice(info));
    return () => {
      live = false;
    };
  }, []);

  const state = thisDeviceBiometrics(devices.data?.list, device);
  const kind = device?.type || 'generic';
  const hasPassword = Boolean(setting.data?.has_capital_password);

  const turnOn = async () => {
    setWorking(true);
    setProblem(null);
    try {
      const bio = await loadBiometry();
      if (!(await bio.requestAccess(t('bio.reason_access')))) return setProblem(t('bio.denied'));
      const enabled = await change.enable.run({
        password: hashPassword(password),
        biometric_type: device?.type ?? '',
        device_label: bio.deviceLabel(),
      });
      if (!enabled.ok) return;
      if (!(await bio.updateToken(enabled.data.token))) {
        // the device kept nothing: the server's token would never be used, so it goes too
        await change.revoke.run({ id: enabled.data.id });
        return setProblem(t('bio.store_failed'));
      }
      setDevice(await bio.biometryInfo(true));
      setAsking(false);
      setPassword('');
      notice.success(t('bio.on_saved'));
    } finally {
      setWorking(false);
    }
  };

  const turnOff = async () => {
    setWorking(true);
    try {
      if (state.selfId !== null && !(await change.revoke.run({ id: state.selfId })).ok) return;
      const bio = await loadBiometry();
      await bio.updateToken('');
      setDevice(await bio.biometryInfo(true));
      notice.success(t('bio.off_saved'));
    } finally {
      setWorking(false);
    }
  };

  const others = otherBiometricDevices(devices.data?.list);
  const description = !state.supported ? t('bio.only_telegram') : hasPassword ? t('bio.hint') : t('bio.needs_password');
  const wrongPassword = change.enable.error?.message;
  return (
    <List header={t('bio.group')} testId="bio-section">
      <Switch
        label={t(`bio.switch_${kind}`)}
        description={description}
        checked={state.on}
        disabled={!state.supported || (!hasPassword && !state.on) || working || change.busy}
        onChange={() => {
          if (state.on) void turnOff();
          else {
            change.enable.reset();
            setProblem(null);
            setAsking(true);
          }
        }}
        testId="bio-switch"
      />
      {others.map((entry) => (
        <Row
          key={entry.id}
          testId="bio-device"
          title={entry.device_label || t('bio.unnamed')}
          subtitle={
            entry.last_used_at
              ? t('bio.used', { time: formatDateTime(entry.last_used_at, i18n.language) })
              : t('bio.added', { time: formatDateTime(entry.created_at, i18n.language) })
          }
          after={
            <Button
              size="sm"
              variant="danger"
              disabled={change.busy}
              onClick={() =>
                void change.revoke.run({ id: entry.id }).then((done) => done.ok && notice.success(t('bio.revoked')))
              }
            >
              {t('bio.revoke')}
            </Button>
          }
        />
      ))}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('bio.confirm_title')}
        confirmLoading={working}
        confirmDisabled={password.length !== 6}
        onConfirm={() => void turnOn()}
      >
        {/* the password itself: a token never turns on another token */}
        <PaymentPasswordField
          label={t('pay.password')}
          value={password}
          error={problem ?? wrongPassword}
          data-autofocus
          data-testid="bio-password"
          onChange={setPassword}
        />
      </Dialog>
    </List>
  );
}
