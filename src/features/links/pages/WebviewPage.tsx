import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { SignInPrompt } from '@/session/SignInPrompt';
import { useLoggedIn } from '@/session/useLoggedIn';
import { Button } from '@/shared/ui/Button';
import { ButtonLink } from '@/shared/ui/ButtonLink';
import { openExternal } from '@/platform';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Page } from '@/shared/ui/Page';
import { Spinner } from '@/shared/ui/Spinner';
import { StatusCard } from '@/shared/ui/StatusCard';
import { Text } from '@/shared/ui/Text';
import { accessToken, useAppUuid } from '../hooks';
import { FRAME_TIMEOUT_MS, linkRequestOf, needsCredentials, planOf, targetUrl, type LinkRequest } from '../model';
import './WebviewPage.css';

const hostOf = (url: string) => new URL(url).host;

/** The framed page: a header with its host and "open in browser", a loading state, and a timeout. */
function Frame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('links');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = setTimeout(() => setState('failed'), FRAME_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [state, attempt]);
  return (
    <Page title={title || hostOf(url)} wide className="webview">
      <div className="webview__bar">
        <Text>
          <span className="webview__host" data-testid="webview-host">
            {hostOf(url)}
          </span>
        </Text>
        <Button variant="ghost" size="sm" onClick={() => openExternal(url, false)} data-testid="webview-open">
          {t('webview.openInBrowser')}
        </Button>
      </div>
      {state === 'failed' ? (
        <StatusCard status="failure" title={t('webview.failedTitle')} text={t('webview.failedText')}>
          <Button
            variant="primary"
            block
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('webview.retry')}
          </Button>
        </StatusCard>
      ) : null}
      {state === 'loading' ? (
        <div className="webview__loading" role="status" aria-label={t('webview.loading')}>
          <Spinner />
        </div>
      ) : null}
      {state !== 'failed' ? (
        <iframe
          key={attempt}
          className="webview__frame"
          src={url}
          title={title || hostOf(url)}
          // Scripts, forms and popups for the partner's page; same-origin so it keeps its own cookies (a
          // cross-origin frame still cannot reach the app). No top navigation: it never replaces the app.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
          onLoad={() => setState('loaded')}
          data-testid="webview-frame"
        />
      ) : null}
    </Page>
  );
}

/** A link not to be opened: why, never the link itself as something to follow. */
function Refused({ reason, host, appId }: { reason: string; host: string | null; appId?: string }) {
  const { t } = useTranslation('links');
  return (
    <Page title={t('webview.refusedTitle')}>
      <div data-testid="webview-refused">
        <EmptyState text={t(`refused.${reason}`, { host: host ?? '' })} />
      </div>
      {reason === 'uuid' && appId ? (
        <ButtonLink href={`/thirdAuthorize?app_id=${encodeURIComponent(appId)}`} variant="primary" block>
          {t('webview.authorize')}
        </ButtonLink>
      ) : (
        <ButtonLink href="/" variant="secondary" block>
          {t('webview.home')}
        </ButtonLink>
      )}
    </Page>
  );
}

/** Credentials are ready (or none asked): frame, open in place, or offer to open outside (a tap opens popups). */
function Target({
  url,
  request,
  inPlace,
  frame,
}: {
  url: string;
  request: LinkRequest;
  inPlace: boolean;
  frame: boolean;
}) {
  const { t } = useTranslation('links');
  useEffect(() => {
    if (!frame && inPlace) openExternal(url, true);
  }, [url, frame, inPlace]);
  if (frame) return <Frame url={url} title={request.title} />;
  return (
    <Page title={request.title || hostOf(url)}>
      <Text>{t('webview.leaving', { host: hostOf(url) })}</Text>
      <Button variant="primary" block onClick={() => openExternal(url, inPlace)} data-testid="webview-continue">
        {t('webview.continue')}
      </Button>
    </Page>
  );
}

/**
 * /webview (open to visitors): a deep link's page (`?url=…&title=…` and the deep-link parameters, docs/deep-links.md)
 * framed, opened, or refused with the reason; an in-app link goes to its screen. A link asking for the user's token
 * or uuid asks a visitor to sign in first.
 */
export default function WebviewPage() {
  const { t, i18n } = useTranslation('links');
  const search = useSearch();
  const [, navigate] = useLocation();
  const loggedIn = useLoggedIn();
  const request = linkRequestOf(search);
  const plan = planOf(request, location.origin);
  const appId = request.passThrough.find(([name]) => name === 'app_id')?.[1] ?? null;
  const wantsUuid = plan.kind !== 'refused' && plan.kind !== 'route' && request.needUuid && loggedIn;
  const uuid = useAppUuid(appId, wantsUuid);
  const route = plan.kind === 'route' ? plan.path : null;
  useEffect(() => {
    if (route) navigate(route, { replace: true });
  }, [route, navigate]);

  if (plan.kind === 'route') return null;
  if (plan.kind === 'refused') return <Refused reason={plan.reason} host={plan.host} />;
  if (needsCredentials(request) && !loggedIn) {
    return <SignInPrompt title={t('webview.signInTitle')} text={t('webview.signInText', { host: hostOf(plan.url) })} />;
  }
  if (wantsUuid && uuid.isError) return <Refused reason="uuid" host={hostOf(plan.url)} appId={appId ?? undefined} />;
  if (wantsUuid && !uuid.data) {
    return (
      <Page title={request.title || hostOf(plan.url)} busy>
        <Spinner />
      </Page>
    );
  }
  const url = targetUrl(plan.url, request, {
    token: accessToken(),
    uuid: uuid.data?.uuid,
    lang: i18n.language,
  });
  return <Target url={url} request={request} inPlace={plan.inPlace} frame={plan.kind === 'frame'} />;
}
