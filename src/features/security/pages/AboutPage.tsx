import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { platform } from '@/platform';
import { securityApi } from '../api';
import { Banner } from '../components/Banner';
import { PrimaryButton } from '../components/PrimaryButton';
import { Row } from '../components/Row';
import { SecurityPage } from '../components/SecurityPage';

/** /personal/about: client version and the update check (sent with X-Version/X-Channel/X-Platform 4). */
export default function AboutPage() {
  const { t } = useTranslation('security');
  const update = useQuery({
    queryKey: ['security', 'update'],
    queryFn: securityApi.checkUpdate,
    enabled: false,
    retry: 0,
  });
  const result = update.data;
  return (
    <SecurityPage title={t('route.personal_about')}>
      <div className="sec-card">
        <Row label={t('about.app')} value={t('common:appName')} />
        <Row label={t('about.version')} value={config.clientVersion} testId="about-version" />
      </div>
      {result ? (
        result.has_update ? (
          <Banner tone="info" testId="update-result">
            <strong>{t('about.available', { version: result.version })}</strong>
            {result.notes ? <p className="sec-text">{result.notes}</p> : null}
            {result.url ? (
              <button type="button" className="sec-link" onClick={() => platform.openLink(result.url)}>
                {t('about.download')}
              </button>
            ) : null}
          </Banner>
        ) : (
          <Banner tone="info" testId="update-result">
            {t('about.latest')}
          </Banner>
        )
      ) : null}
      <PrimaryButton text={t('about.check')} loading={update.isFetching} onClick={() => void update.refetch()} />
    </SecurityPage>
  );
}
