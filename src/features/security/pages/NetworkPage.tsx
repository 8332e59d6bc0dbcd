import { useTranslation } from 'react-i18next';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { useApiLatency } from '../hooks';
import { latencyQuality } from '../model';

// `type` is what the device says it uses (wifi, ethernet, cellular); `effectiveType` is only a speed estimate
// (a wired desktop reads "4g"), so it is not shown as the connection type.
type NavigatorConnection = { type?: string };

/** The connection types the Network Information API names, each with a translated label. */
const CONNECTION_TYPES = ['bluetooth', 'cellular', 'ethernet', 'wifi', 'wimax', 'none', 'other'] as const;
const connectionType = (type: string) => ((CONNECTION_TYPES as readonly string[]).includes(type) ? type : 'other');

/** /personal/network: API reachability and latency, browser online state and connection type. */
export default function NetworkPage() {
  const { t } = useTranslation('security');
  const { latency, testing, retest } = useApiLatency();
  const connection = (navigator as Navigator & { connection?: NavigatorConnection }).connection;
  const quality = latency === undefined ? null : latencyQuality(latency);
  const tone = quality === 'good' ? 'ok' : quality === 'fair' ? 'warn' : 'danger';
  return (
    <Page title={t('route.personal_network')} primary={{ text: t('network.retest'), onClick: retest, busy: testing }}>
      <List>
        <Row
          title={t('network.api')}
          value={testing ? t('network.testing') : quality ? t(`network.${quality}`) : '—'}
          tone={testing || !quality ? undefined : tone}
          testId="network-api"
        />
        <Row
          title={t('network.latency')}
          value={latency != null && !testing ? t('network.ms', { ms: latency }) : '—'}
        />
        <Row
          title={t('network.browser')}
          value={navigator.onLine ? t('network.online') : t('network.offline_browser')}
        />
        <Row
          title={t('network.connection')}
          value={connection?.type ? t(`network.type_${connectionType(connection.type)}`) : t('network.unknown')}
        />
      </List>
    </Page>
  );
}
