// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import type { MainButtonOptions } from '@/platform/types';
import { appState } from '@/state/app';

// Telegram's one main button, as the platform gives it: the last claim is on it, and a cleanup hides it only when no
// newer claim took it since.
const fake = vi.hoisted(() => ({
  kind: 'telegram' as 'telegram' | 'browser',
  mainButton: null as MainButtonOptions | null,
  owner: 0,
}));

vi.mock('@/platform', () => ({
  platform: {
    get kind() {
      return fake.kind;
    },
    haptic: () => undefined,
    showBackButton: () => () => undefined,
    hideBackButton: () => undefined,
    setMainButton: (options: MainButtonOptions) => {
      if (fake.kind !== 'telegram') return null;
      const token = ++fake.owner;
      fake.mainButton = options;
      return () => {
        if (fake.owner === token) fake.mainButton = null;
      };
    },
  },
}));

const { Page } = await import('./Page');
const { Sheet } = await import('./Sheet');

function Screen({
  open,
  pagePrimary = 'List for sale',
  busy = false,
  onSell = () => undefined,
}: {
  open: boolean;
  pagePrimary?: string;
  busy?: boolean;
  onSell?: () => void;
}) {
  return (
    <Page title="Item" primary={{ text: pagePrimary, onClick: () => undefined }}>
      <Sheet
        open={open}
        onClose={() => undefined}
        title="Sell now"
        primary={{ text: 'Sell now', onClick: onSell, busy }}
      >
        <p>figures</p>
      </Sheet>
    </Page>
  );
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  Object.assign(fake, { kind: 'telegram', mainButton: null, owner: 0 });
  appState.inTelegram = true;
});
afterEach(cleanup);

describe('a sheet with a primary action inside Telegram', () => {
  it('holds the main button over the screen, with its progress, and gives it back when it closes', () => {
    const onSell = vi.fn();
    const { rerender } = render(<Screen open={false} />);
    expect(fake.mainButton?.text).toBe('List for sale');

    rerender(<Screen open onSell={onSell} />);
    expect(fake.mainButton?.text).toBe('Sell now');
    expect(screen.queryByRole('button', { name: 'Sell now' })).toBeNull();
    act(() => fake.mainButton?.onClick());
    expect(onSell).toHaveBeenCalledTimes(1);

    // the sheet's progress stays on the button; the screen changing its own action does not take it back
    rerender(<Screen open busy onSell={onSell} />);
    expect(fake.mainButton).toMatchObject({ text: 'Sell now', loading: true });
    rerender(<Screen open busy pagePrimary="Change the price" onSell={onSell} />);
    expect(fake.mainButton).toMatchObject({ text: 'Sell now', loading: true });

    rerender(<Screen open={false} pagePrimary="Change the price" />);
    expect(fake.mainButton?.text).toBe('Change the price');
  });
});

describe('a sheet with a primary action in a browser', () => {
  it('draws it as the button at its foot', () => {
    fake.kind = 'browser';
    appState.inTelegram = false;
    const onSell = vi.fn();
    render(<Screen open onSell={onSell} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sell now' }));
    expect(onSell).toHaveBeenCalledTimes(1);
    expect(fake.mainButton).toBeNull();
  });
});
