// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { initI18n } from '@/i18n';
import { PaymentPasswordField, tokenRefused } from './PaymentPasswordField';

// The device: a phone whose fingerprint releases the token it keeps (or none, for a phone that never turned it on).
const device = vi.hoisted(() => ({
  info: null as null | { available: boolean; accessGranted: boolean; tokenSaved: boolean; type: string },
  token: 'bio1.7.secret' as string | null,
  updateToken: vi.fn(async (_token: string) => true),
}));
vi.mock('@/platform/tg/biometry', () => ({
  biometryInfo: async () => device.info,
  authenticate: async () => device.token,
  updateToken: device.updateToken,
}));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  device.info = { available: true, accessGranted: true, tokenSaved: true, type: 'finger' };
  device.token = 'bio1.7.secret';
  device.updateToken.mockClear();
});
afterEach(cleanup);

function Harness({ onToken }: { onToken?: (token: string) => Promise<boolean> }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <PaymentPasswordField
        label="Payment password"
        value={password}
        onChange={setPassword}
        error={password === '000000' ? 'Wrong payment password' : null}
        onBiometricToken={onToken}
        data-testid="pay-password"
      />
      <output data-testid="typed">{password}</output>
    </>
  );
}

const type = (text: string) => fireEvent.change(screen.getByTestId('pay-password'), { target: { value: text } });

describe('PaymentPasswordField', () => {
  it('keeps six digits of what is typed or pasted', () => {
    render(<Harness />);
    type('12a 3-4');
    expect(screen.getByTestId('typed').textContent).toBe('1234');
    type(' 123 456 ');
    expect(screen.getByTestId('typed').textContent).toBe('123456');
    type('1234567');
    expect(screen.getByTestId('typed').textContent).toBe('123456');
  });

  it('is a hidden numeric input with its label and error', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Payment password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('off');
    type('000000');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Wrong payment password')).toBeTruthy();
  });

  it('offers no biometrics without a callback, even on a device that has them', async () => {
    render(<Harness />);
    await act(async () => {});
    expect(screen.queryByTestId('bio-pay')).toBeNull();
  });

  it('pays with the token the fingerprint releases, without a password typed', async () => {
    const onToken = vi.fn(async () => false);
    render(<Harness onToken={onToken} />);
    const button = await screen.findByRole('button', { name: 'Use fingerprint' });
    await act(async () => fireEvent.click(button));
    expect(onToken).toHaveBeenCalledWith('bio1.7.secret');
    expect(device.updateToken).not.toHaveBeenCalled();
    expect(screen.getByTestId('bio-pay')).toBeTruthy();
  });

  it('forgets a token the server refused, and the button goes', async () => {
    render(<Harness onToken={async () => true} />);
    const button = await screen.findByTestId('bio-pay');
    await act(async () => fireEvent.click(button));
    expect(device.updateToken).toHaveBeenCalledWith('');
    expect(screen.queryByTestId('bio-pay')).toBeNull();
  });

  it('leaves the password to type when the fingerprint fails', async () => {
    device.token = null;
    const onToken = vi.fn(async () => false);
    render(<Harness onToken={onToken} />);
    const button = await screen.findByTestId('bio-pay');
    await act(async () => fireEvent.click(button));
    expect(onToken).not.toHaveBeenCalled();
    expect(screen.getByTestId('pay-password')).toBeTruthy();
  });

  it('shows no button on a device that did not turn biometrics on', async () => {
    device.info = { available: true, accessGranted: true, tokenSaved: false, type: 'finger' };
    render(<Harness onToken={async () => false} />);
    await act(async () => {});
    expect(screen.queryByTestId('bio-pay')).toBeNull();
  });
});

describe('tokenRefused', () => {
  it('is the wrong-password answer only', () => {
    expect(tokenRefused({ ok: false, error: new ApiError(20165, 'wrong') })).toBe(true);
    expect(tokenRefused({ ok: false, error: new ApiError(30001, 'balance') })).toBe(false);
    expect(tokenRefused({ ok: false, error: new Error('network') })).toBe(false);
    expect(tokenRefused({ ok: true })).toBe(false);
  });
});
