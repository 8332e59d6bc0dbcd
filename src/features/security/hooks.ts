import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Profile } from '@/contract/types';
import { loadProfile } from '@/session/session';
import { platform } from '@/platform';
import { userState } from '@/state/user';
import { securityApi, securityKeys } from './api';

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
    await Promise.all([loadProfile(), client.invalidateQueries({ queryKey: securityKeys.all })]);
  }, [client]);
  return {
    profile: snap.userInfo as Readonly<Profile> | null,
    riskType: snap.riskType,
    refresh,
  };
}

export const usePaymentSetting = () =>
  useQuery({
    queryKey: securityKeys.payment,
    queryFn: securityApi.paymentSetting,
  });
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
