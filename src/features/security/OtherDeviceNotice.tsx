import { useOtherDeviceCheck } from './useOtherDeviceCheck';

/** Tells the user when another device signs in to the account (spec section 4); renders nothing. */
export function OtherDeviceNotice() {
  useOtherDeviceCheck();
  return null;
}
