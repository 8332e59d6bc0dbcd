import { useSnapshot } from 'valtio';
import { accountDialogs } from '../dialogState';
import { EnablePasskeyDialog } from './EnablePasskeyDialog';
import { KeepLoginDialog } from './KeepLoginDialog';

/** The prompts that follow a sign-in, shown over whichever page the user lands on. Loaded by the app shell while one is open. */
export function AccountDialogs() {
  const dialogs = useSnapshot(accountDialogs);
  return (
    <>
      <EnablePasskeyDialog open={dialogs.enablePasskey} />
      <KeepLoginDialog open={dialogs.keepLogin && !dialogs.enablePasskey} />
    </>
  );
}
