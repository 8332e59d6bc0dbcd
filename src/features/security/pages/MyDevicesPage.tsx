import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceEntry } from '@/contract';
import { logout } from '@/session/session';
import { formatDeviceName } from '@/shared/lib/deviceName';
import { formatDateTime } from '@/shared/lib/time';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { Dialog } from '@/shared/ui/Dialog';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { Skeleton } from '@/shared/ui/Skeleton';
import { Text } from '@/shared/ui/Text';
import { QueryState } from '@/shared/ui/QueryState';
import { useDeviceLogout, useDevices } from '../hooks';
import { sortDevices } from '../model';

/** /my-devices: signed-in devices, the current one marked; signing out another kills its token. */
export default function MyDevicesPage() {
  const { t, i18n } = useTranslation('security');
  const devices = useDevices();
  const [target, setTarget] = useState<DeviceEntry | null>(null);
  const signOut = useDeviceLogout({ successText: () => (target?.is_self ? undefined : t('devices.logged_out')) });

  const confirm = async () => {
    if (!target || !(await signOut.run({ id: target.id })).ok) return;
    setTarget(null);
    if (target.is_self) await logout({ callServer: false });
  };

  const list = sortDevices(devices.data?.list ?? []);
  return (
    <Page title={t('route.my_devices')}>
      <Text>{t('devices.intro')}</Text>
      <QueryState
        query={devices}
        keepData={false}
        skeleton={
          <Card padded testId="devices-loading">
            <Skeleton height={20} />
            <div style={{ height: 12 }} />
            <Skeleton height={20} width="70%" />
          </Card>
        }
        isEmpty={() => list.length === 0}
      >
        {() => (
          <List testId="device-list">
            {list.map((device) => (
              <Row
                key={device.id}
                testId="device-item"
                data-self={device.is_self || undefined}
                title={
                  <>
                    {formatDeviceName(device, t)}
                    {device.is_self ? <Badge>{t('devices.current')}</Badge> : null}
                  </>
                }
                subtitle={t('devices.meta', {
                  ip: device.ip || '—',
                  time: formatDateTime(device.last_seen_at, i18n.language),
                })}
                after={
                  <Button size="sm" variant="danger" onClick={() => setTarget(device)}>
                    {t('devices.logout')}
                  </Button>
                }
              />
            ))}
          </List>
        )}
      </QueryState>
      <Dialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title={t('devices.confirm_title')}
        confirmText={t('devices.logout')}
        onConfirm={() => void confirm()}
        confirmLoading={signOut.busy}
      >
        {target?.is_self
          ? t('devices.confirm_self')
          : t('devices.confirm_other', { name: target ? formatDeviceName(target, t) : '' })}
      </Dialog>
    </Page>
  );
}
