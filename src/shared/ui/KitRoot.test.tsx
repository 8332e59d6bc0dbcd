// @vitest-environment jsdom
import { Profiler, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitRoot } from './KitRoot';

afterEach(cleanup);

/** Counts the commits of a tree under the root, and the renders of a component inside it. */
function counted() {
  const commits: string[] = [];
  let renders = 0;
  function Screen() {
    renders += 1;
    return <p>screen</p>;
  }
  const tree = (appearance: 'light' | 'dark', children: ReactNode = <Screen />) => (
    <Profiler id="root" onRender={(_id, phase) => commits.push(phase)}>
      <KitRoot appearance={appearance} className="app app--mobile">
        {children}
      </KitRoot>
    </Profiler>
  );
  return { commits, renders: () => renders, tree };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('KitRoot', () => {
  it('commits once on mount: nothing after the first commit draws the tree again', async () => {
    const { commits, renders, tree } = counted();
    await act(async () => {
      render(tree('dark'));
    });
    await settle();
    expect(commits).toEqual(['mount']);
    expect(renders()).toBe(1);
    const root = document.querySelector('.app') as HTMLElement;
    expect(root.className).toBe('app app--mobile');
    expect(root.dataset.appearance).toBe('dark');
  });

  it('draws a theme change in one commit', async () => {
    const { commits, tree } = counted();
    const screen = <p>screen</p>;
    const view = render(tree('light', screen));
    await settle();
    commits.length = 0;
    await act(async () => {
      view.rerender(tree('dark', screen));
    });
    await settle();
    expect(commits).toEqual(['update']);
    expect((document.querySelector('.app') as HTMLElement).dataset.appearance).toBe('dark');
  });

  it('renders the same element on the server', () => {
    expect(
      renderToString(
        <KitRoot appearance="light" className="app">
          x
        </KitRoot>,
      ),
    ).toBe('<div class="app" data-appearance="light">x</div>');
  });
});
