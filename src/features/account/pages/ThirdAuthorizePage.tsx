import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { config } from '@/config';
import { rememberPath } from '@/session/loginRedirect';
import { useLoggedIn } from '@/session/useLoggedIn';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { List } from '@/shared/ui/List';
import { Page } from '@/shared/ui/Page';
import { Row } from '@/shared/ui/Row';
import { StatusCard } from '@/shared/ui/StatusCard';
import { Text } from '@/shared/ui/Text';
import { queryParam, useAuthorizeThirdApp } from '../hooks';
import { findThirdApp, thirdAppRegistry, thirdReturnUrl } from '../model';

/**
 * /thirdAuthorize?app_id=…&source=…&redirect=…: an allow-listed app asks for the user's uuid. Allow:
 * third_authorize_uuid, then back to the app's allow-listed address with the uuid; deny: back with an error.
 */
export default function ThirdAuthorizePage() {
  const { t, i18n } = useTranslation('account');
  const [, navigate] = useLocation();
  const app = findThirdApp(thirdAppRegistry(config.gameUrls, location.origin), queryParam('app_id'));
  const source = queryParam('source') ?? undefined;
  const requested = queryParam('redirect');
  const loggedIn = useLoggedIn();
  const authorize = useAuthorizeThirdApp(source, (uuid) => {
    if (app) location.assign(thirdReturnUrl(app, requested, { uuid, lang: i18n.language }));
  });

  if (!app) {
    return (
      <Page title={t('route.thirdAuthorize', { ns: 'common' })}>
        <StatusCard status="failure" title={t('third.unknownTitle')} text={t('third.unknownBody')}>
          <ButtonLink href="/" block>
            {t('third.home')}
          </ButtonLink>
        </StatusCard>
      </Page>
    );
  }

  const appName = t(app.nameKey);
  const signInFirst = () => {
    rememberPath(`${location.pathname}${location.search}`);
    navigate('/login');
  };
  const primary = loggedIn
    ? { text: t('third.approve'), onClick: () => void authorize.run({ app }), busy: authorize.busy }
    : { text: t('third.signIn'), onClick: signInFirst };
  return (
    <Page title={t('third.title', { app: appName })} primary={primary}>
      <Text>{t('third.body', { app: appName })}</Text>
      <List>
        <Row title={t('third.app')} value={appName} />
        {source ? <Row title={t('third.source')} value={source} /> : null}
        <Row title={t('third.returnsTo')} value={new URL(app.redirect).host} />
      </List>
      <Button
        block
        disabled={authorize.busy}
        onClick={() => location.assign(thirdReturnUrl(app, requested, { error: 'access_denied' }))}
      >
        {t('third.deny')}
      </Button>
    </Page>
  );
}
