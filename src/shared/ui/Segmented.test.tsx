// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './LoadMore';
import { Segmented } from './Segmented';

afterEach(cleanup);

describe('Segmented', () => {
  it('is a labelled tab list; the chosen option is selected and a click reports the new value', () => {
    const changed = vi.fn();
    render(
      <Segmented
        label="Asset type"
        value="coin"
        onChange={changed}
        options={[
          { value: 'coin', label: 'Coins' },
          { value: 'nft', label: 'NFTs' },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Asset type' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Coins' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'NFTs' }).getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }));
    expect(changed).toHaveBeenCalledWith('nft');
  });
});

describe('LoadMore', () => {
  it('asks for more when it scrolls into view, and on a click; not while busy', () => {
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
    const observe = vi.fn();
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          seen = callback;
        }
        observe = observe;
        disconnect = disconnect;
      },
    );
    const more = vi.fn();
    const { rerender } = render(<LoadMore onMore={more} />);
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => seen?.([{ isIntersecting: false }]));
    expect(more).not.toHaveBeenCalled();
    act(() => seen?.([{ isIntersecting: true }]));
    expect(more).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button'));
    expect(more).toHaveBeenCalledTimes(2);

    rerender(<LoadMore onMore={more} busy />);
    expect(disconnect).toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    vi.unstubAllGlobals();
  });
});
