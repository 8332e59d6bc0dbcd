// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import type { MainButtonOptions } from '@/platform/types';
import { appState } from '@/state/app';

const fake = vi.hoisted(() => ({
  kind: 'telegram' as 'telegram' | 'browser',
  backHandlers: [] as (() => void)[],
  backVisible: false,
  mainButton: null as MainButtonOptions | null,
}));

vi.mock('@/platform', () => ({
  platform: {
    get kind() {
      return fake.kind;
    },
    ready: () => undefined,
    haptic: () => undefined,
    startPath: () => null,
    // no launch to keep the last screen of (src/platform/lastScreen.ts)
    rawInitData: () => '',
    showBackButton: (onBack: () => void) => {
      fake.backVisible = true;
      fake.backHandlers.push(onBack);
      return () => {
        fake.backHandlers = fake.backHandlers.filter((handler) => handler !== onBack);
      };
    },
    hideBackButton: () => {
      fake.backVisible = false;
    },
    setMainButton: (options: MainButtonOptions) => {
      if (fake.kind !== 'telegram') return null;
      fake.mainButton = options;
      return () => {
        fake.mainButton = null;
      };
    },
  },
}));

const { Page } = await import('./Page');
const { PlatformBridge } = await import('@/platform/PlatformBridge');

function renderPage(props: Partial<Parameters<typeof Page>[0]>) {
  return render(
    <>
      <Page title="Passkeys" {...props}>
        <p>content</p>
      </Page>
      <PlatformBridge />
    </>,
  );
}
const pressTelegramBack = () => act(() => fake.backHandlers.forEach((handler) => handler()));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  History.prototype.replaceState.call(history, null, '', '/passkey');
  Object.assign(fake, { kind: 'telegram', backHandlers: [], backVisible: false, mainButton: null });
  appState.inTelegram = true;
});
afterEach(cleanup);

describe('Page inside Telegram', () => {
  it('as the root screen: the app name as document title, the heading for screen readers, no back', () => {
    renderPage({ root: true, back: false, busy: true });
    expect(document.title).toBe('NFT Wallet');
    expect(screen.getByRole('heading', { name: 'Passkeys' }).parentElement?.className).toBe('visually-hidden');
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(fake.backVisible).toBe(false);
  });

  it('shows the title, sets the document title and draws no back arrow of its own', () => {
    renderPage({});
    expect(screen.getByRole('heading', { name: 'Passkeys' })).toBeTruthy();
    expect(document.title).toBe('Passkeys · NFT Wallet');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(fake.backVisible).toBe(true);
    expect(fake.backHandlers).toHaveLength(1);
  });

  it('a back handler replaces the history step (and only it runs)', () => {
    const back = vi.fn();
    renderPage({ back });
    expect(fake.backHandlers).toHaveLength(1);
    pressTelegramBack();
    expect(back).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/passkey');
  });

  it('back={false} hides the back button', () => {
    renderPage({ back: false });
    expect(fake.backVisible).toBe(false);
    expect(fake.backHandlers).toHaveLength(0);
  });

  it('the primary action becomes the main button, with no button in the page', () => {
    const onClick = vi.fn();
    const { rerender } = renderPage({ primary: { text: 'Add a passkey', onClick } });
    expect(fake.mainButton?.text).toBe('Add a passkey');
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
    act(() => fake.mainButton?.onClick());
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Page title="Passkeys" primary={{ text: 'Add a passkey', onClick, busy: true }}>
        <p>content</p>
      </Page>,
    );
    expect(fake.mainButton?.loading).toBe(true);
    rerender(
      <Page title="Passkeys">
        <p>content</p>
      </Page>,
    );
    expect(fake.mainButton).toBeNull();
  });

  it('asks for the destructive colour when the main action deletes or turns off something', () => {
    renderPage({ primary: { text: 'Delete my account', onClick: vi.fn(), destructive: true } });
    expect(fake.mainButton?.destructive).toBe(true);
  });
});

describe('Page in a browser', () => {
  it('draws a destructive main action as a red button', () => {
    fake.kind = 'browser';
    appState.inTelegram = false;
    renderPage({ primary: { text: 'Turn off', onClick: vi.fn(), destructive: true } });
    expect(screen.getByRole('button', { name: 'Turn off' }).className).toContain('ui-btn--destructive');
  });

  beforeEach(() => {
    fake.kind = 'browser';
    appState.inTelegram = false;
  });

  it('renders the primary action as a sticky button with busy and disabled states', () => {
    const onClick = vi.fn();
    const { rerender } = renderPage({ primary: { text: 'Save', onClick } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Page title="Passkeys" primary={{ text: 'Save', onClick, busy: true }}>
        <p>content</p>
      </Page>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('draws a back arrow that runs the handler, none with back={false}', () => {
    const back = vi.fn();
    const { unmount } = renderPage({ back });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    unmount();
    renderPage({ back: false });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it("the default arrow goes to the screen's parent when there is no in-app history, and is hidden on the root", async () => {
    renderPage({});
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.pathname).toBe('/security/userManage'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Passkeys' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
