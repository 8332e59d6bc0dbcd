// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { installFakeAdapter } from '@/api/testing/fakeAdapter';
import { removeCookie, withRequestCookies } from '@/shared/lib/cookies';
import { logout, setAccessToken } from './session';
import { useLoggedIn } from './useLoggedIn';

const fake = installFakeAdapter();
afterAll(() => fake.restore());
beforeEach(() => {
  cleanup();
  removeCookie('access_token');
});

function Probe() {
  return <p data-testid="probe">{useLoggedIn() ? 'in' : 'out'}</p>;
}

describe('useLoggedIn', () => {
  it('draws again when the session signs in and when it logs out, with nothing else changing', async () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('out');
    act(() => setAccessToken('token-1'));
    expect(screen.getByTestId('probe').textContent).toBe('in');
    await act(() => logout({ callServer: false }));
    expect(screen.getByTestId('probe').textContent).toBe('out');
  });

  it("answers the server's draw from the request's cookies, as the browser's first render will", () => {
    expect(withRequestCookies({ access_token: 'token-2' }, () => renderToString(<Probe />))).toContain('>in<');
    expect(withRequestCookies({}, () => renderToString(<Probe />))).toContain('>out<');
  });
});
