import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { accountDialogs } from '../dialogState';

// The prompts that follow a sign-in load only when one opens (keeps them out of the first load).
const AccountDialogs = lazy(() => import('./AccountDialogs').then((module) => ({ default: module.AccountDialogs })));

/** The sign-in prompts that outlive the login screen, shown over whatever page the user lands on. */
export function AccountDialogsHost() {
  const dialogs = useSnapshot(accountDialogs);
  if (!dialogs.keepLogin && !dialogs.enablePasskey) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialogs />
    </Suspense>
  );
}
