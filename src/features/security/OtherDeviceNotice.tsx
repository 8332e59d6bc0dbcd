import { useOtherDeviceCheck } from './useOtherDeviceCheck';

/** Tells the user when another device signs in to the account; renders nothing. */
export function OtherDeviceNotice() {
  useOtherDeviceCheck();
  return null;
}
