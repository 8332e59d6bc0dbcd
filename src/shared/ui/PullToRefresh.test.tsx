// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULL_THRESHOLD, PullToRefresh } from './PullToRefresh';

afterEach(cleanup);

const pull = (target: Element, distance: number) => {
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 100 + distance }] });
  fireEvent.touchEnd(target);
};

describe('PullToRefresh', () => {
  it('refreshes when pulled past the threshold at the top, and shows it until the refresh settles', async () => {
    let settle = () => undefined as void;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(
      <PullToRefresh onRefresh={refresh}>
        <p>list</p>
      </PullToRefresh>,
    );
    const list = screen.getByText('list');
    pull(list, PULL_THRESHOLD); // half the finger's travel counts: not far enough
    expect(refresh).not.toHaveBeenCalled();
    pull(list, PULL_THRESHOLD * 2 + 10);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('pull-indicator').textContent).toContain('ui.refreshing');
    await act(async () => settle());
    expect(screen.getByTestId('pull-indicator').textContent).toBe('');
  });

  it('is only its children when off (desktop)', () => {
    const refresh = vi.fn(() => Promise.resolve());
    render(
      <PullToRefresh onRefresh={refresh} enabled={false}>
        <p>list</p>
      </PullToRefresh>,
    );
    expect(screen.queryByTestId('pull-indicator')).toBeNull();
  });
});
