import type { BiometricDevice } from '@/contract/biometric/types';

/** What the device reported of its biometrics (the part the security centre reads). */
export interface DeviceBiometry {
  available: boolean;
  tokenSaved: boolean;
}

/**
 * Whether this device pays with biometrics: the server holds a live token of this session AND the device keeps one
 * behind its biometrics. Either alone is "off" (a token the other side lost cannot confirm a payment), and turning it
 * on again replaces both. `selfId`: the server's token of this session, to revoke when turning off.
 */
export function thisDeviceBiometrics(
  devices: readonly Pick<BiometricDevice, 'id' | 'is_self'>[] | undefined,
  device: DeviceBiometry | null | undefined,
): { supported: boolean; on: boolean; selfId: number | null } {
  const self = devices?.find((entry) => entry.is_self);
  const supported = device?.available === true;
  return { supported, on: supported && device?.tokenSaved === true && self !== undefined, selfId: self?.id ?? null };
}

/** The other devices' tokens, newest first (this device's is the switch). */
export const otherBiometricDevices = <T extends Pick<BiometricDevice, 'is_self'>>(devices: readonly T[] | undefined) =>
  (devices ?? []).filter((entry) => !entry.is_self);
