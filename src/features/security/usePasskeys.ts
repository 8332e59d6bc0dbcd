import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasskeyEntry, PasskeyUnbindChallengeRes } from '@/contract/types';
import { platform } from '@/platform';
import { notice } from '@/state/notice';
import { securityApi, securityKeys } from './api';
import { useAccount } from './hooks';
import { defaultPasskeyName, PASSKEY_DIALOG, validatePasskeyName, type PasskeyDialogType } from './model';

/** WebAuthn errors the user caused (cancel, timeout, already registered) are not failures worth a notice. */
const isUserAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/** State and actions of /passkey: list, add (WebAuthn registration), rename (dialog type 40), remove. */
export function usePasskeys() {
  const { t } = useTranslation('security');
  const client = useQueryClient();
  const { refresh } = useAccount();
  const list = useQuery({
    queryKey: securityKeys.passkeys,
    queryFn: securityApi.passkeyList,
  });
  const [adding, setAdding] = useState(false);
  const [dialog, setDialog] = useState<PasskeyDialogType>(PASSKEY_DIALOG.closed);
  const [selected, setSelected] = useState<PasskeyEntry | null>(null);
  const [removal, setRemoval] = useState<PasskeyUnbindChallengeRes | null>(null);
  const [busy, setBusy] = useState(false);

  const done = async (message: string) => {
    notice.success(message);
    platform.haptic('success');
    await Promise.all([refresh(), client.invalidateQueries({ queryKey: securityKeys.passkeys })]);
  };

  const add = async () => {
    setAdding(true);
    try {
      const { options } = await securityApi.passkeyChallenge();
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: options });
      await securityApi.passkeyBind({
        name: defaultPasskeyName(navigator.userAgent, new Date()),
        response,
      });
      await done(t('passkey.added'));
    } catch (error) {
      platform.haptic('error');
      if (isUserAbort(error)) notice.info(t('passkey.cancelled'));
      else if (error instanceof Error && error.name === 'InvalidStateError') notice.error(t('passkey.exists'));
      else if (error instanceof Error && error.name !== 'ApiError') notice.error(t('passkey.add_failed'));
    } finally {
      setAdding(false);
    }
  };

  const openRename = (entry: PasskeyEntry) => {
    setSelected(entry);
    setDialog(PASSKEY_DIALOG.rename);
  };
  const rename = async (name: string) => {
    const error = validatePasskeyName(name);
    if (error === 'too_long') return void notice.error(t('user.Ka7c507a2'));
    if (error || !selected) return;
    setBusy(true);
    try {
      await securityApi.passkeyRename({ id: selected.id, name: name.trim() });
      setDialog(PASSKEY_DIALOG.closed);
      await done(t('passkey.renamed'));
    } finally {
      setBusy(false);
    }
  };

  const openRemove = async (entry: PasskeyEntry) => {
    setSelected(entry);
    setRemoval(await securityApi.passkeyUnbindChallenge({ id: entry.id }));
  };
  const remove = async (codes: { email_code?: string; ga_code?: string }) => {
    if (!removal) return;
    setBusy(true);
    try {
      const { ticket } = await securityApi.passkeyUnbindVerify({
        ticket: removal.ticket,
        ...codes,
      });
      await securityApi.passkeyUnbind({ ticket });
      setRemoval(null);
      await done(t('passkey.removed'));
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };

  return {
    list,
    adding,
    add,
    busy,
    selected,
    renameOpen: dialog === PASSKEY_DIALOG.rename,
    openRename,
    closeRename: () => setDialog(PASSKEY_DIALOG.closed),
    rename,
    removal,
    openRemove: (entry: PasskeyEntry) => void openRemove(entry).catch(() => platform.haptic('error')),
    closeRemove: () => setRemoval(null),
    remove,
  };
}
