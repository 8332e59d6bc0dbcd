import { useSnapshot } from 'valtio';
import { accountDialogs } from '../dialogState';
import { EnablePasskeyDialog } from './EnablePasskeyDialog';
import { KeepLoginDialog } from './KeepLoginDialog';
import { TelegramLaunchFailedDialog } from './TelegramLaunchFailedDialog';

/** The prompts that follow a sign-in, shown over whichever page the user lands on. Loaded by the app shell while one is open. */
export function AccountDialogs({ launchFailed }: { launchFailed: boolean }) {
  const dialogs = useSnapshot(accountDialogs);
  return (
    <>
      <EnablePasskeyDialog open={dialogs.enablePasskey} />
      <TelegramLaunchFailedDialog open={launchFailed} />
      <KeepLoginDialog open={dialogs.keepLogin && !dialogs.enablePasskey} />
    </>
  );
}
