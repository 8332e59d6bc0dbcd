import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { telegramLaunch } from '@/session/telegramLaunch';
import { accountDialogs } from '../dialogState';

// The prompts that follow a sign-in load only when one opens (keeps them out of the first load).
const AccountDialogs = lazy(() => import('./AccountDialogs').then((module) => ({ default: module.AccountDialogs })));

/** The sign-in prompts that outlive the login screen (and a refused Telegram launch), shown over whatever page the user is on. */
export function AccountDialogsHost() {
  const dialogs = useSnapshot(accountDialogs);
  const launch = useSnapshot(telegramLaunch);
  const [pathname] = useLocation();
  // The Telegram screens explain a refused launch themselves.
  const launchFailed = launch.status === 'failed' && !pathname.endsWith('/tgStart');
  if (!dialogs.keepLogin && !dialogs.enablePasskey && !launchFailed) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialogs launchFailed={launchFailed} />
    </Suspense>
  );
}
