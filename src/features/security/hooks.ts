import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call, codeCooldownSeconds } from '@/api/http';
import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { contract } from '@/contract';
import { biometric } from '@/contract/biometric';
import { useSnapshot } from 'valtio';
import { USER_CLOSE_REFUSED_CODE, type PasswordScene, type Profile, type SecurityScene } from '@/contract';
import { loadProfile } from '@/session/session';
import { notice } from '@/state/notice';
import { userState } from '@/state/user';
import { defaultPasskeyName, RESEND_SECONDS, RISK_HOLD_HOURS } from './model';

const u = contract.user;

/** The signed-in account (the session's user info) and its risk type; loads the profile when it is missing. */
export function useAccount(): { profile: Readonly<Profile> | null; riskType: number } {
  const snap = useSnapshot(userState);
  const missing = !snap.userInfo;
  useEffect(() => {
    if (missing) void loadProfile();
  }, [missing]);
  return { profile: snap.userInfo as Readonly<Profile> | null, riskType: snap.riskType };
}

/** What a change to the account's protections refreshes: the profile (and risk type) and the area's lists. */
const accountChange = {
  invalidates: [u.getUserPaymentSetting, u.userThirdList],
  onSuccess: () => loadProfile(),
};

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
    // Refused for the resend cooldown (the notice says so): count down what the server says is left.
    return outcome.ok
      ? outcome.data?.resend_after || RESEND_SECONDS
      : (codeCooldownSeconds(outcome.error) ?? undefined);
  };
}

/** Signed-in devices. Failures are logged and ignored (a side list, not worth a notice): an empty list. */
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
  const { t, i18n } = useTranslation('security');
  return useApiMutation(
    async () => {
      const { options: creation } = await call(u.userPasskeyChallenge, {});
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({ optionsJSON: creation });
      return call(u.userPasskeyBind, {
        name: defaultPasskeyName(navigator.userAgent, new Date(), i18n.language),
        response,
      });
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

// ---- profile ----

/** Uploads a new avatar (a data URL). */
export function useUploadAvatar() {
  const { t } = useTranslation('security');
  return useApiMutation(u.uploadImage, { ...accountChange, successText: t('personal.avatar_saved') });
}

/** Changes the nickname. */
export function useModifyNickname() {
  const { t } = useTranslation('security');
  return useApiMutation(u.modifyNickname, { ...accountChange, successText: t('personal.nickname_saved') });
}

// ---- email ----

/** Adds an email to an account that has none. */
export function useBindEmail() {
  const { t } = useTranslation('security');
  return useApiMutation(u.bindEmail, { ...accountChange, successText: t('email.bound') });
}

/**
 * Changing the primary or the backup address: `prove` (a code to the current address, the authenticator
 * when on) gives a ticket; `confirm` sets the new address with a code sent to it.
 */
export function useEmailChange(kind: 'primary' | 'backup') {
  const { t } = useTranslation('security');
  const primary = kind === 'primary';
  const prove = useApiMutation(async (body: { code: string; ga_code?: string }) =>
    primary
      ? call(u.emailModify, { old_code: body.code, ga_code: body.ga_code })
      : call(u.backupEmailEdit, { email_code: body.code, ga_code: body.ga_code }),
  );
  const confirm = useApiMutation(
    async (body: { ticket: string; email: string; code: string; logout_others?: boolean }) =>
      primary
        ? call(u.emailModifyVerify, {
            ticket: body.ticket,
            new_email: body.email,
            new_code: body.code,
            logout_others: body.logout_others,
          })
        : call(u.backupEmailEditVerify, { ticket: body.ticket, backup_email: body.email, backup_code: body.code }),
    { ...accountChange, successText: t(primary ? 'email.changed' : 'email.backup_saved') },
  );
  return { prove, confirm, busy: prove.busy || confirm.busy };
}

/** Removes the backup address (an email code to the primary one). */
export function useDeleteBackupEmail() {
  const { t } = useTranslation('security');
  return useApiMutation(u.backupEmailDel, { ...accountChange, successText: t('email.backup_deleted') });
}

/**
 * The primary address is lost: `proveGa` (signed in: email_modify_reset*, signed out: email_reset_*) gives a
 * ticket, `confirm` sets the new address; `apply` asks support when there is no authenticator.
 */
export function useResetEmail(signedIn: boolean) {
  const { t } = useTranslation('security');
  const proveGa = useApiMutation(async (body: { email: string; ga_code: string }) =>
    signedIn
      ? call(u.emailModifyResetGaVerify, { ticket: (await call(u.emailModifyReset, {})).ticket, ga_code: body.ga_code })
      : call(u.emailResetGaVerify, body),
  );
  const confirm = useApiMutation(
    async (body: { ticket: string; new_email: string; code: string }) =>
      call(signedIn ? u.emailModifyResetEmailVerify : u.emailResetEmailVerify, body),
    { successText: t('email.changed'), onSuccess: () => (signedIn ? loadProfile() : undefined) },
  );
  const apply = useApiMutation(u.emailResetApply);
  return { proveGa, confirm, apply, busy: proveGa.busy || confirm.busy || apply.busy };
}

// ---- login password ----

/** Sets or changes the login password (hashed) with an email code and, when on, the authenticator. */
export function useSetLoginPassword() {
  const { t } = useTranslation('security');
  return useApiMutation(contract.userExtra.setPassword, { ...accountChange, successText: t('password.saved') });
}

// ---- authenticator ----

/** The pending authenticator key (QR and text): the same on every visit until it is confirmed or renewed. */
export const useGaSecret = (enabled: boolean) => useApiQuery(u.genGaSecret, {}, { enabled, staleTime: Infinity });

/** Replaces the pending key on purpose ("Generate a new key": `run({ renew: true })`); the screen then shows the new one. */
export function useRenewGaSecret() {
  const { t } = useTranslation('security');
  return useApiMutation(u.genGaSecret, {
    invalidates: [u.genGaSecret],
    successText: t('ga.renewed'),
  });
}

/** Turns the authenticator on with the secret and a code from it. */
export function useOpenGa() {
  const { t } = useTranslation('security');
  return useApiMutation(u.openGa, { ...accountChange, successText: t('ga.enabled') });
}

/** Turns the authenticator off (its code and an email code). */
export const useCloseGa = () => useApiMutation(u.closeGa, accountChange);

/**
 * The authenticator is lost: `check` reports an earlier request for the address, `reset` proves the address
 * with a code and resets (24-hour hold), `apply` asks support.
 */
export function useResetGa() {
  const { t } = useTranslation('security');
  const check = useApiMutation(u.checkApplyResetGaExist);
  const reset = useApiMutation(
    async (body: { email: string; code: string }) => {
      const { ticket } = await call(u.gaResetVerify, body);
      return call(u.gaResetApply, { ticket });
    },
    { successText: t('reset.ga_done', { hours: RISK_HOLD_HOURS }) },
  );
  const apply = useApiMutation(u.applyResetGa);
  return { check, reset, apply, busy: check.busy || reset.busy || apply.busy };
}

// ---- linked accounts ----

/** Linked sign-in accounts (Telegram). */
export const useThirdAccounts = () => useApiQuery(u.userThirdList, {});

/** Links (from inside Telegram, with its init data) and unlinks a sign-in account. */
export function useThirdAccountChange() {
  const { t } = useTranslation('security');
  const bind = useApiMutation(u.userThirdBind, { ...accountChange, successText: t('third.bound') });
  const unbind = useApiMutation(u.userThirdUnbind, { ...accountChange, successText: t('third.unbound_done') });
  return { bind, unbind, busy: bind.busy || unbind.busy };
}

// ---- account deletion ----

/**
 * Deletes the account (an email code). Silent: a refusal (assets left) goes to `onRefused` with the
 * server's reason, shown on its own screen; any other failure is a notice.
 */
export function useCloseAccount(options: { onRefused: (reason: string) => void }) {
  const { t } = useTranslation('security');
  return useApiMutation(u.close, {
    silent: true,
    successText: t('delete.done'),
    onError: (error) => {
      if (error instanceof ApiError && error.code === USER_CLOSE_REFUSED_CODE) options.onRefused(error.msg);
      else if (error instanceof ApiError) notice.error(error.msg || t('error.generic'));
    },
  });
}

// ---- about, network ----

/** The update check, run when the user asks (X-Version/X-Channel/X-Platform headers). */
export const useCheckUpdate = () => useApiMutation(contract.system.checkUpdate);

/**
 * The API round trip measured with the health call: `latency` in ms, null when the server cannot be
 * reached, undefined while measuring; `retest` measures again. Timed from when the fetch starts.
 */
export function useApiLatency(): { latency: number | null | undefined; testing: boolean; retest: () => void } {
  const health = useApiQuery(contract.system.health, {}, { silent: true, staleTime: 0 });
  const started = useRef(0);
  const [latency, setLatency] = useState<number | null | undefined>(undefined);
  const testing = health.isFetching;
  useEffect(() => {
    if (testing) {
      started.current = performance.now();
      return;
    }
    if (health.isSuccess) setLatency(Math.round(performance.now() - started.current));
    else if (health.isError) setLatency(null);
  }, [testing, health.isSuccess, health.isError, health.dataUpdatedAt]);
  return { latency: testing ? undefined : latency, testing, retest: () => void health.refetch() };
}

/** The devices that pay with biometrics (this one first, `is_self`). */
export const useBiometricDevices = () => useApiQuery(biometric.list, {});

/** Turning biometrics on for this session (answers the token once), and revoking one device's. */
export function useBiometricChange() {
  const options = { invalidates: [biometric.list] };
  const enable = useApiMutation(biometric.enable, options);
  const revoke = useApiMutation(biometric.revoke, options);
  return { enable, revoke, busy: enable.busy || revoke.busy };
}
