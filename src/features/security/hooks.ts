import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateCalls } from '@/api/apiKey';
import { call } from '@/api/http';
import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { contract } from '@/contract';
import { useSnapshot } from 'valtio';
import type { PasswordScene, Profile, SecurityScene } from '@/contract/types';
import { loadProfile } from '@/session/session';
import { platform } from '@/platform';
import { userState } from '@/state/user';
import { securityApi, securityKeys } from './api';
import { defaultPasskeyName, RESEND_SECONDS } from './model';

const u = contract.user;

/**
 * The signed-in account (the session's user info) and `refresh` after a security change: reloads the
 * profile (and with it the risk type) and this area's queries.
 */
export function useAccount(): {
  profile: Readonly<Profile> | null;
  riskType: number;
  refresh: () => Promise<void>;
} {
  const client = useQueryClient();
  const snap = useSnapshot(userState);
  const missing = !snap.userInfo;
  useEffect(() => {
    if (missing) void loadProfile();
  }, [missing]);
  const refresh = useCallback(async () => {
    await Promise.all([
      loadProfile(),
      client.invalidateQueries({ queryKey: securityKeys.all }),
      invalidateCalls(client, [u.getUserPaymentSetting, u.userPasskeyList, u.userDeviceList]),
    ]);
  }, [client]);
  return {
    profile: snap.userInfo as Readonly<Profile> | null,
    riskType: snap.riskType,
    refresh,
  };
}

/** Payment password set? NFT password-free purchases on? */
export const usePaymentSetting = () => useApiQuery(u.getUserPaymentSetting, {});

/** Sets or changes the payment password (body: hashed password + codes). */
export function useSetPaymentPassword() {
  const { t } = useTranslation('security');
  return useApiMutation(u.modifyCapitalPassword, {
    invalidates: [u.getUserPaymentSetting],
    successText: t('pay.saved'),
    onSuccess: () => loadProfile(),
  });
}

/** NFT password-free purchases: `open.run({ password })` (hashed) and `close.run({})`. */
export function useNftFree() {
  const { t } = useTranslation('security');
  const options = { invalidates: [u.getUserPaymentSetting], successText: t('pay.nft_free_saved') };
  const open = useApiMutation(u.openNftFree, options);
  const close = useApiMutation(u.closeNftFree, options);
  return { open, close, busy: open.busy || close.busy };
}

/**
 * Sends an email code of a security scene for `<CodeField onSend>`: resolves the seconds until a resend,
 * or undefined when it failed. `email` only for scenes that send to another address.
 */
export function useSendCode(scene: SecurityScene | PasswordScene, email?: string): () => Promise<number | undefined> {
  const { t } = useTranslation('security');
  const send = useApiMutation(u.sendVerifyCodeV2, { successText: t('code.sent') });
  return async () => {
    const outcome = await send.run({ scene, email: email || undefined });
    return outcome.ok ? outcome.data?.resend_after || RESEND_SECONDS : undefined;
  };
}

/** Signed-in devices. Failures are logged and ignored (spec section 8): no notice, an empty list. */
export const useDevices = () => useApiQuery(u.userDeviceList, {}, { silent: true });

/** Signs a device out; the list refreshes. The screen decides the notice (none when it is this device). */
export const useDeviceLogout = (options: { successText: (body: { id: number }) => string | undefined }) =>
  useApiMutation(u.userDeviceLogout, {
    invalidates: [u.userDeviceList],
    successText: (_res, body) => options.successText(body),
  });

/** The account's passkeys. */
export const usePasskeyList = () => useApiQuery(u.userPasskeyList, {});

const passkeyChanges = { invalidates: [u.userPasskeyList], onSuccess: () => loadProfile() };

/** Registers a passkey on this device: challenge, the WebAuthn ceremony, bind. */
export function useAddPasskey(options: { onError: (error: Error) => void }) {
  const { t } = useTranslation('security');
  return useApiMutation(
    async () => {
      const { options: creation } = await call(u.userPasskeyChallenge, {});
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: creation });
      return call(u.userPasskeyBind, { name: defaultPasskeyName(navigator.userAgent, new Date()), response });
    },
    { ...passkeyChanges, successText: t('passkey.added'), onError: options.onError },
  );
}

/** Renames a passkey (`{ id, name }`). */
export function useRenamePasskey() {
  const { t } = useTranslation('security');
  return useApiMutation(u.userPasskeyRename, { ...passkeyChanges, successText: t('passkey.renamed') });
}

/** Asks which proofs removing a passkey needs (`{ id }` → ticket and methods). */
export const usePasskeyUnbindChallenge = () => useApiMutation(u.userPasskeyUnbindChallenge);

/** Removes a passkey: verifies the codes on the ticket, then unbinds. */
export function useRemovePasskey() {
  const { t } = useTranslation('security');
  return useApiMutation(
    async (body: { ticket: string; email_code?: string; ga_code?: string }) => {
      const { ticket } = await call(u.userPasskeyUnbindVerify, body);
      return call(u.userPasskeyUnbind, { ticket });
    },
    { ...passkeyChanges, successText: t('passkey.removed') },
  );
}
export const useThirdAccounts = () => useQuery({ queryKey: securityKeys.thirds, queryFn: securityApi.thirdList });

/**
 * A screen's steps: `step(work)` marks the screen busy while `work` runs; a failure (already shown by
 * the API layer) only buzzes.
 */
export function useStep(): {
  busy: boolean;
  step: (work: () => Promise<void>) => Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const step = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      platform.haptic('error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, step };
}
