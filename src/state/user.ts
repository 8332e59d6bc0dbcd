import { proxy } from 'valtio';
import type { Profile } from '@/contract';

/** The signed-in user: user info from the profile call, and the risk type. */
export const userState = proxy({
  userInfo: null as Profile | null,
  /** From user_risk; 0 = none (values beyond that: see UserRiskRes). */
  riskType: 0,
});

export function clearUser(): void {
  userState.userInfo = null;
  userState.riskType = 0;
}
