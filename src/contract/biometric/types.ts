import type { Static } from 'typebox';
import type * as schemas from './schema';

/** Paying with a fingerprint or face inside Telegram (biometric service). */

export type BiometricType = (typeof schemas.BIOMETRIC_TYPES)[number];
export type BiometricEnableReq = Static<typeof schemas.BiometricEnableReq>;
export type BiometricRevokeReq = Static<typeof schemas.BiometricRevokeReq>;

/**
 * enable: the token, answered this once (the server keeps only a hash of its secret). The device stores it behind
 * its biometrics and sends it as a payment's `password`.
 */
export interface BiometricEnableRes {
  id: number;
  /** `bio1.<id>.<secret>`: never a payment password's format (64 hex digits). */
  token: string;
}

/** One device that pays with biometrics. */
export interface BiometricDevice {
  id: number;
  /** The token of the session asking: this device. */
  is_self: boolean;
  biometric_type: BiometricType;
  device_label: string;
  created_at: number;
  /** When it last confirmed a payment (seconds), or null. */
  last_used_at: number | null;
}

/** list: the caller's live tokens (those of live sessions), this device first. */
export interface BiometricListRes {
  list: BiometricDevice[];
}
