import { useTranslation } from 'react-i18next';
import { isAllowedExternalUrl } from '@/shared/lib/url';
import { externalAllowList } from '@/shared/lib/deepLink';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Card';
import { openExternal } from '@/platform';
import { Page } from '@/shared/ui/Page';
import { QrCode } from '@/shared/ui/QrCode';
import { Text } from '@/shared/ui/Text';
import { useLatestVersion } from '../hooks';
import { storeLinks } from '../model';
import './DownloadPage.css';

/** /download (open to visitors): the app stores, a QR code of this page for another phone, and the latest version. */
export default function DownloadPage() {
  const { t } = useTranslation('links');
  const latest = useLatestVersion();
  const stores = storeLinks().filter((store) => isAllowedExternalUrl(store.url, externalAllowList()));
  const here = `${location.origin}/download`;
  return (
    <Page title={t('download.title')}>
      <Text>{t('download.intro')}</Text>
      <div className="download__stores">
        {stores.map((store) => (
          <Button
            key={store.id}
            variant="primary"
            block
            onClick={() => openExternal(store.url, false)}
            data-testid={`download-${store.id}`}
          >
            {t(`download.${store.id}`)}
          </Button>
        ))}
      </div>
      <Card padded>
        <div className="download__qr">
          <QrCode text={here} label={t('download.qrLabel')} />
          <Text>{t('download.qrText')}</Text>
        </div>
      </Card>
      {latest.data?.version ? (
        <Text>
          <span data-testid="download-version">{t('download.version', { version: latest.data.version })}</span>
        </Text>
      ) : null}
    </Page>
  );
}
