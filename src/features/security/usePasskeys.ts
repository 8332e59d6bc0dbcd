import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyEntry, PasskeyUnbindChallengeRes } from '@/contract';
import { notice } from '@/state/notice';
import { useAddPasskey, usePasskeyList, usePasskeyUnbindChallenge, useRemovePasskey, useRenamePasskey } from './hooks';
import { validatePasskeyName } from './model';

/** WebAuthn errors the user caused (cancel, timeout) are not failures worth an error notice. */
const isUserAbort = (error: Error) => error.name === 'NotAllowedError' || error.name === 'AbortError';

/** The http layer has shown API failures; a WebAuthn failure gets its own notice. */
function passkeyErrorText(error: Error): { kind: 'info' | 'error'; key: string } | null {
  if (isUserAbort(error)) return { kind: 'info', key: 'passkey.cancelled' };
  if (error.name === 'InvalidStateError') return { kind: 'error', key: 'passkey.exists' };
  if (error.name === 'ApiError') return null;
  return { kind: 'error', key: 'passkey.add_failed' };
}

/** State of /passkey: the list, the rename dialog's and the removal dialog's target, and their actions. */
export function usePasskeys() {
  const { t } = useTranslation('security');
  const list = usePasskeyList();
  const add = useAddPasskey({
    onError: (error) => {
      const text = passkeyErrorText(error);
      if (text) notice[text.kind](t(text.key));
    },
  });
  const rename = useRenamePasskey();
  const challenge = usePasskeyUnbindChallenge();
  const remove = useRemovePasskey();
  const [renaming, setRenaming] = useState<PasskeyEntry | null>(null);
  const [removing, setRemoving] = useState<{ entry: PasskeyEntry; removal: PasskeyUnbindChallengeRes } | null>(null);

  return {
    list,
    add,
    busy: rename.busy || remove.busy,
    renaming,
    openRename: setRenaming,
    closeRename: () => setRenaming(null),
    rename: async (name: string) => {
      const problem = validatePasskeyName(name);
      if (problem === 'too_long') return void notice.error(t('user.Ka7c507a2'));
      if (problem || !renaming) return;
      if ((await rename.run({ id: renaming.id, name: name.trim() })).ok) setRenaming(null);
    },
    removing,
    openRemove: async (entry: PasskeyEntry) => {
      const outcome = await challenge.run({ id: entry.id });
      if (outcome.ok) setRemoving({ entry, removal: outcome.data });
    },
    closeRemove: () => setRemoving(null),
    remove: async (codes: { email_code?: string; ga_code?: string }) => {
      if (!removing) return;
      if ((await remove.run({ ticket: removing.removal.ticket, ...codes })).ok) setRemoving(null);
    },
  };
}
