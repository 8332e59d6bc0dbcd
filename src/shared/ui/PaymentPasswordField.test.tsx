// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { initI18n } from '@/i18n';
import type { TokenPayment } from './BiometricPayButton';
import { normaliseCode } from '@/shared/lib/sixDigits';
import { PaymentPasswordField } from './PaymentPasswordField';

// The device: a phone whose fingerprint releases the token it keeps (or none, for a phone that never turned it on).
const device = vi.hoisted(() => ({
  kind: 'telegram',
  info: null as null | { available: boolean; accessGranted: boolean; tokenSaved: boolean; type: string },
  token: 'bio1.7.secret' as string | null,
  updateToken: vi.fn(async (_token: string) => true),
}));
// the platform the app runs on: the biometric button is offered inside Telegram only
vi.mock('@/platform', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/platform')>();
  const platform = new Proxy(actual.platform, {
    get: (target, key) => (key === 'kind' ? device.kind : Reflect.get(target, key)),
  });
  return { ...actual, platform };
});
vi.mock('@/platform/tg/biometry', () => ({
  biometryInfo: async () => device.info,
  authenticate: async () => device.token,
  updateToken: device.updateToken,
}));

beforeAll(async () => {
  // the button's texts and its lazily loaded module, ready before the first test (a cold load can be slow under load)
  await initI18n('en', ['security']);
  await import('./BiometricPayButton');
});
beforeEach(() => {
  device.kind = 'telegram';
  device.info = { available: true, accessGranted: true, tokenSaved: true, type: 'finger' };
  device.token = 'bio1.7.secret';
  device.updateToken.mockClear();
});
afterEach(cleanup);

function Harness({ onToken }: { onToken?: (token: string) => Promise<TokenPayment> }) {
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
    const onToken = vi.fn(async (): Promise<TokenPayment> => ({ ok: true }));
    render(<Harness onToken={onToken} />);
    const button = await screen.findByRole('button', { name: 'Use fingerprint' }, { timeout: 5000 });
    await act(async () => fireEvent.click(button));
    expect(onToken).toHaveBeenCalledWith('bio1.7.secret');
    expect(device.updateToken).not.toHaveBeenCalled();
    expect(screen.getByTestId('bio-pay')).toBeTruthy();
  });

  it('keeps the token through any other refusal (the balance, a price change)', async () => {
    render(<Harness onToken={async () => ({ ok: false, error: new ApiError(30001, 'balance') })} />);
    const button = await screen.findByTestId('bio-pay', {}, { timeout: 5000 });
    await act(async () => fireEvent.click(button));
    expect(device.updateToken).not.toHaveBeenCalled();
    expect(screen.getByTestId('bio-pay')).toBeTruthy();
  });

  it('forgets a token the server refused as a wrong password, and the button goes', async () => {
    render(<Harness onToken={async () => ({ ok: false, error: new ApiError(20165, 'wrong') })} />);
    const button = await screen.findByTestId('bio-pay', {}, { timeout: 5000 });
    await act(async () => fireEvent.click(button));
    expect(device.updateToken).toHaveBeenCalledWith('');
    expect(screen.queryByTestId('bio-pay')).toBeNull();
  });

  it('leaves the password to type when the fingerprint fails', async () => {
    device.token = null;
    const onToken = vi.fn(async (): Promise<TokenPayment> => ({ ok: true }));
    render(<Harness onToken={onToken} />);
    const button = await screen.findByTestId('bio-pay', {}, { timeout: 5000 });
    await act(async () => fireEvent.click(button));
    expect(onToken).not.toHaveBeenCalled();
    expect(screen.getByTestId('pay-password')).toBeTruthy();
  });

  it('offers no biometrics outside Telegram', async () => {
    device.kind = 'browser';
    render(<Harness onToken={async () => ({ ok: true })} />);
    await act(async () => {});
    expect(screen.queryByTestId('bio-pay')).toBeNull();
  });

  it('shows no button on a device that did not turn biometrics on', async () => {
    device.info = { available: true, accessGranted: true, tokenSaved: false, type: 'finger' };
    render(<Harness onToken={async () => ({ ok: true })} />);
    await act(async () => {});
    expect(screen.queryByTestId('bio-pay')).toBeNull();
  });
});

describe('what the field keeps (normaliseCode)', () => {
  it('keeps the digits, six at most', () => {
    expect(normaliseCode(' 12-34 56 ')).toBe('123456');
    expect(normaliseCode('1234567')).toBe('123456');
    expect(normaliseCode('１２abc')).toBe('');
    expect(normaliseCode('')).toBe('');
  });
});
