// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeI18nLanguage, initI18n } from '@/i18n';

vi.mock('@/platform', () => ({
  platform: {
    kind: 'browser',
    haptic: () => undefined,
    showBackButton: () => () => undefined,
    hideBackButton: () => undefined,
    setMainButton: () => null,
  },
}));

const { Page } = await import('@/shared/ui/Page');
const { useRouteTitle } = await import('./useRouteTitle');

function Shell({ path, titleKey, children }: { path: string; titleKey?: string; children?: ReactNode }) {
  useRouteTitle({ path, titleKey });
  return <>{children}</>;
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  await act(() => changeI18nLanguage('en'));
});

describe('useRouteTitle', () => {
  it('names a page without Page from the route table, and home after the app', () => {
    const { rerender } = render(<Shell path="/asset" titleKey="route.asset" />);
    expect(document.title).toBe('Assets · NFT Wallet');
    rerender(<Shell path="/" titleKey="route.home" />);
    expect(document.title).toBe('NFT Wallet');
  });

  it("lets a page's own Page title win, also when the shell renders again or the language changes", async () => {
    const page = (
      <Page title="Passkeys">
        <p>content</p>
      </Page>
    );
    const { rerender } = render(
      <Shell path="/passkey" titleKey="route.security_userManage">
        {page}
      </Shell>,
    );
    expect(document.title).toBe('Passkeys · NFT Wallet');
    rerender(
      <Shell path="/passkey" titleKey="route.security_userManage">
        {page}
      </Shell>,
    );
    expect(document.title).toBe('Passkeys · NFT Wallet');
    await act(() => changeI18nLanguage('ko'));
    expect(document.title).toMatch(/^Passkeys · /);
  });

  it('a page that mounts later (lazy) still wins', () => {
    const { rerender } = render(<Shell path="/passkey" titleKey="route.security_userManage" />);
    expect(document.title).toBe('Security centre · NFT Wallet');
    rerender(
      <Shell path="/passkey" titleKey="route.security_userManage">
        <Page title="Passkeys">
          <p>content</p>
        </Page>
      </Shell>,
    );
    expect(document.title).toBe('Passkeys · NFT Wallet');
  });
});
