import { describe, expect, it } from 'vitest';
import { otherBiometricDevices, thisDeviceBiometrics } from './biometricModel';

const self = { id: 7, is_self: true };
const other = { id: 3, is_self: false };

describe('thisDeviceBiometrics', () => {
  it('is on only when the server has this session’s token and the device keeps one', () => {
    expect(thisDeviceBiometrics([self, other], { available: true, tokenSaved: true })).toEqual({
      supported: true,
      on: true,
      selfId: 7,
    });
    expect(thisDeviceBiometrics([other], { available: true, tokenSaved: true }).on).toBe(false);
    expect(thisDeviceBiometrics([self], { available: true, tokenSaved: false })).toEqual({
      supported: true,
      on: false,
      selfId: 7,
    });
  });

  it('is unsupported outside Telegram or without biometrics', () => {
    expect(thisDeviceBiometrics([self], null)).toEqual({ supported: false, on: false, selfId: 7 });
    expect(thisDeviceBiometrics(undefined, { available: false, tokenSaved: true })).toEqual({
      supported: false,
      on: false,
      selfId: null,
    });
  });

  it('lists the other devices only', () => {
    expect(otherBiometricDevices([self, other])).toEqual([other]);
    expect(otherBiometricDevices(undefined)).toEqual([]);
  });
});
