import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { securityApi } from '../api';
import { PrimaryButton } from '../components/PrimaryButton';
import { Row } from '../components/Row';
import { SecurityPage } from '../components/SecurityPage';
import { latencyQuality } from '../model';

type NavigatorConnection = { effectiveType?: string; type?: string };

/** Measures the API round trip with the health call; null when the server cannot be reached. */
async function probe(): Promise<number | null> {
  const start = performance.now();
  try {
    await securityApi.health();
    return Math.round(performance.now() - start);
  } catch {
    return null;
  }
}

/** /personal/network: API reachability and latency, browser online state and connection type. */
export default function NetworkPage() {
  const { t } = useTranslation('security');
  const latency = useQuery({
    queryKey: ['security', 'network'],
    queryFn: probe,
    staleTime: 0,
    gcTime: 0,
  });
  const connection = (navigator as Navigator & { connection?: NavigatorConnection }).connection;
  const quality = latency.data === undefined ? null : latencyQuality(latency.data);
  const tone = quality === 'good' ? 'ok' : quality === 'fair' ? 'warn' : 'danger';
  return (
    <SecurityPage title={t('route.personal_network')}>
      <div className="sec-card">
        <Row
          label={t('network.api')}
          value={latency.isFetching ? t('network.testing') : quality ? t(`network.${quality}`) : '—'}
          tone={latency.isFetching ? 'muted' : tone}
          testId="network-api"
        />
        <Row
          label={t('network.latency')}
          value={latency.data != null && !latency.isFetching ? t('network.ms', { ms: latency.data }) : '—'}
        />
        <Row
          label={t('network.browser')}
          value={navigator.onLine ? t('network.online') : t('network.offline_browser')}
        />
        <Row
          label={t('network.connection')}
          value={connection?.effectiveType?.toUpperCase() || connection?.type || t('network.unknown')}
        />
      </div>
      <PrimaryButton text={t('network.retest')} loading={latency.isFetching} onClick={() => void latency.refetch()} />
    </SecurityPage>
  );
}
