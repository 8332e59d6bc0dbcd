import { Type } from 'typebox';
import { EmptyBody, HashedPasswordField, IdField, StringEnum } from '@/contract/fields';

/** The kinds of biometry Telegram's BiometricManager reports (`biometricType`), '' when it does not say. */
export const BIOMETRIC_TYPES = ['face', 'finger', ''] as const;

/** Turning on "pay with biometrics" on this device: the payment password proves the owner asks. */
export const BiometricEnableReq = Type.Object({
  password: HashedPasswordField,
  biometric_type: Type.Optional(StringEnum(BIOMETRIC_TYPES)),
  /** A name for the device in the list (the Telegram client's platform, say); the session's own name when empty. */
  device_label: Type.Optional(Type.String({ maxLength: 64 })),
});
/** One of the caller's own tokens. */
export const BiometricRevokeReq = Type.Object({ id: IdField });

/** Request schemas of the `biometric` calls, by call name. */
export const biometricBodies = {
  enable: BiometricEnableReq,
  list: EmptyBody,
  revoke: BiometricRevokeReq,
};
