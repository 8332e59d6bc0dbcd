import { useState } from 'react';
import { call } from '@/api/http';
import { platform } from '@/platform';
import { config } from '@/config';
import { serverMessage, signIn } from './calls';
import { findThirdApp, thirdAppRegistry, thirdReturnUrl, type ThirdApp } from './model';

/**
 * /thirdAuthorize?app_id=…&source=…&redirect=…: an allow-listed app asks for the user's uuid.
 * Approve: third_authorize_uuid (source header) then back to the app's allow-listed address with the uuid.
 */
export function useThirdAuthorize(query: URLSearchParams, lang: string) {
  const appId = query.get('app_id');
  const source = query.get('source') ?? undefined;
  const requested = query.get('redirect');
  const app: ThirdApp | null = findThirdApp(thirdAppRegistry(config.gameUrls, location.origin), appId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function approve(fallbackError: string) {
    if (!app) return;
    setBusy(true);
    setError(null);
    try {
      const { uuid } = await call(signIn.thirdAuthorizeUuid, { app_id: app.id }, { silent: true, source });
      platform.haptic('success');
      location.assign(thirdReturnUrl(app, requested, { uuid, lang }));
    } catch (caught) {
      platform.haptic('error');
      setError(serverMessage(caught) ?? fallbackError);
      setBusy(false);
    }
  }

  function deny() {
    if (app) location.assign(thirdReturnUrl(app, requested, { error: 'access_denied' }));
  }

  return { app, source, busy, error, approve, deny };
}
