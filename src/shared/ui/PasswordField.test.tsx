// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { PasswordField } from './PasswordField';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('PasswordField', () => {
  it('hides the password until the translated toggle is pressed, and says so with aria-pressed', () => {
    render(<PasswordField label="Password" value="s3cret-pass" onChange={() => {}} />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });
});
