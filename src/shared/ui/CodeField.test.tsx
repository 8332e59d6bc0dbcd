// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { CodeField } from './CodeField';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ seconds, error, spent }: { seconds: number; error?: string; spent?: boolean }) {
  const [code, setCode] = useState('');
  return (
    <CodeField
      label="Code"
      name="code"
      value={code}
      onChange={setCode}
      onSend={async () => seconds}
      error={error}
      resendNeeded={spent}
    />
  );
}

const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  });
};

describe('CodeField resend countdown', () => {
  it('says in words how long until a resend, counting down, then offers it again', async () => {
    render(<Harness seconds={48} />);
    await send();
    const button = screen.getByRole('button', { name: 'Resend in 48 s' });
    expect(button).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Resend in 45 s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });

  it('writes a wait of a minute or more as minutes and seconds', async () => {
    render(<Harness seconds={75} />);
    await send();
    expect(screen.getByRole('button', { name: 'Resend in 01:15' })).toBeTruthy();
  });

  it('explains the wait when the code is spent and a new one is needed, and only then', async () => {
    const { rerender } = render(<Harness seconds={60} />);
    await send();
    expect(screen.queryByText(/new code can only be sent after a short wait/)).toBeNull();
    rerender(<Harness seconds={60} error="The verification code is incorrect. 4 attempts left." />);
    expect(screen.queryByText(/new code can only be sent after a short wait/)).toBeNull();
    rerender(<Harness seconds={60} error="Too many wrong attempts. Please request a new code." spent />);
    const why = screen.getByText('To keep your account safe, a new code can only be sent after a short wait.');
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toContain(why.id);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText(/new code can only be sent after a short wait/)).toBeNull();
  });
});
