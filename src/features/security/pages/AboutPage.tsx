import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { platform } from '@/platform';
import { Banner } from '@/shared/ui/Banner';
import { Button } from '@/shared/ui/Button';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { useCheckUpdate } from '../hooks';

/** /personal/about: client version and the update check (sent with X-Version/X-Channel/X-Platform 4). */
export default function AboutPage() {
  const { t } = useTranslation('security');
  const update = useCheckUpdate();
  const result = update.data;
  return (
    <Page
      title={t('route.personal_about')}
      primary={{ text: t('about.check'), onClick: () => void update.run({}), busy: update.busy }}
    >
      <List>
        <Row title={t('about.app')} value={t('common:appName')} />
        <Row title={t('about.version')} value={config.clientVersion} testId="about-version" />
      </List>
      {result?.has_update ? (
        <Banner tone="info" testId="update-result" title={t('about.available', { version: result.version })}>
          {result.notes ? <p>{result.notes}</p> : null}
          {result.url ? (
            <Button variant="ghost" size="sm" onClick={() => platform.openLink(result.url)}>
              {t('about.download')}
            </Button>
          ) : null}
        </Banner>
      ) : result ? (
        <Banner tone="info" testId="update-result">
          {t('about.latest')}
        </Banner>
      ) : null}
    </Page>
  );
}
