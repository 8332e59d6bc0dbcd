import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceEntry } from '@/contract/types';
import { logout } from '@/session/session';
import { platform } from '@/platform';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { notice } from '@/state/notice';
import { Skeleton } from '@/shared/ui/Skeleton';
import { securityApi, securityKeys } from '../api';
import { SecurityPage } from '../components/SecurityPage';
import { deviceTitle, formatDateTime, sortDevices } from '../model';

/** /my-devices: signed-in devices, the current one marked; signing out another kills its token. */
export default function MyDevicesPage() {
  const { t, i18n } = useTranslation('security');
  const client = useQueryClient();
  const devices = useQuery({
    queryKey: securityKeys.devices,
    // Device list failures are logged and ignored (spec section 8): an empty list, no notice.
    queryFn: () =>
      securityApi.devices({ silent: true }).catch((error: unknown) => (console.error(error), { list: [] })),
  });
  const [target, setTarget] = useState<DeviceEntry | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await securityApi.deviceLogout({ id: target.id });
      platform.haptic('success');
      if (target.is_self) {
        setTarget(null);
        await logout({ callServer: false });
        return;
      }
      notice.success(t('devices.logged_out'));
      setTarget(null);
      await client.invalidateQueries({ queryKey: securityKeys.devices });
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };

  const list = sortDevices(devices.data?.list ?? []);
  return (
    <SecurityPage title={t('route.my_devices')}>
      <p className="sec-text">{t('devices.intro')}</p>
      {devices.isPending ? (
        <div className="sec-card sec-card--pad" data-testid="devices-loading">
          <Skeleton height={20} />
          <div style={{ height: 12 }} />
          <Skeleton height={20} width="70%" />
        </div>
      ) : list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="sec-card sec-list" data-testid="device-list">
          {list.map((device) => (
            <li key={device.id} className="sec-row" data-testid="device-item" data-self={device.is_self || undefined}>
              <span className="sec-row__label">
                {deviceTitle(device)}
                {device.is_self ? <span className="sec-badge">{t('devices.current')}</span> : null}
                <span className="sec-row__sub">
                  {t('devices.meta', {
                    ip: device.ip || '—',
                    time: formatDateTime(device.last_seen_at, i18n.language),
                  })}
                </span>
              </span>
              <button
                type="button"
                className="sec-btn sec-btn--small sec-btn--ghost-danger"
                onClick={() => setTarget(device)}
              >
                {t('devices.logout')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title={t('devices.confirm_title')}
        confirmText={t('devices.logout')}
        onConfirm={confirm}
        confirmLoading={busy}
      >
        {target?.is_self
          ? t('devices.confirm_self')
          : t('devices.confirm_other', {
              name: target ? deviceTitle(target) : '',
            })}
      </Dialog>
    </SecurityPage>
  );
}
