import { useEffect } from 'react';
import { useApiMutation } from '@/api/useApiMutation';
import { useApiQuery } from '@/api/useApiQuery';
import { referral } from '@/contract/referral';
import { PENDING_REF_KEY, isReferralCode } from './model';

/** The caller's referral code and what its links need. */
export const useReferralMine = () => useApiQuery(referral.mine, {}, { staleTime: 300_000 });

/** The users the caller invited, newest first (the first 50; the count says how many in all). */
export const useInvitees = () => useApiQuery(referral.invitees, { page: 1, page_size: 50 }, { staleTime: 0 });

/** The fee share earned: totals per coin and the latest ones. */
export const useReferralEarnings = () => useApiQuery(referral.earnings, {}, { staleTime: 0 });

/** Records a browser sign-up's `?ref=` for the new account (quietly: a refusal changes nothing for the user). */
export const useClaimReferral = () => useApiMutation(referral.claim, { silent: true });

/**
 * A browser sign-up's referral: `?ref=` on the sign-in screen is kept for the session, and claimed once the user is
 * signed in (the server records it only for an account made within the hour, so an existing account stays as it is).
 */
export function useKeepReferral(loggedIn: boolean) {
  const claim = useClaimReferral();
  useEffect(() => {
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (isReferralCode(ref)) sessionStorage.setItem(PENDING_REF_KEY, ref);
  }, []);
  const run = claim.run;
  useEffect(() => {
    if (!loggedIn) return;
    const ref = sessionStorage.getItem(PENDING_REF_KEY);
    if (!isReferralCode(ref)) return;
    sessionStorage.removeItem(PENDING_REF_KEY);
    void run({ code: ref });
  }, [loggedIn, run]);
}
