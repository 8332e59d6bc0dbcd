// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import type { ApiQueryResult } from '@/api/useApiQuery';
import { usePagedQuery, type PageOf } from '@/api/usePagedQuery';
import { PagedList } from './PagedList';
import { Row } from './Row';

afterEach(cleanup);

interface Item {
  id: number;
}
type Answer = PageOf<Item> | 'pending' | 'failed';

/** A fake server: each filter's pages, changed by the test; every page hook re-reads it. */
function fakeServer() {
  let answers: Record<string, Answer> = {};
  const listeners = new Set<() => void>();
  const refetched: string[] = [];
  const set = (next: Record<string, Answer>) => {
    answers = { ...answers, ...next };
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function useFakePage(filter: string, page: number): ApiQueryResult<PageOf<Item>> {
    const key = `${filter}:${page}`;
    const answer = useSyncExternalStore(subscribe, () => answers[key] ?? 'pending');
    const common = { isFetching: false, dataUpdatedAt: 0, refetch: async () => void refetched.push(key) };
    if (answer === 'pending')
      return {
        ...common,
        status: 'pending',
        data: undefined,
        error: null,
        isPending: true,
        isError: false,
        isSuccess: false,
      };
    if (answer === 'failed')
      return {
        ...common,
        status: 'error',
        data: undefined,
        error: new Error('down') as never,
        isPending: false,
        isError: true,
        isSuccess: false,
      };
    return {
      ...common,
      status: 'success',
      data: answer,
      error: null,
      isPending: false,
      isError: false,
      isSuccess: true,
    };
  }
  return { set, useFakePage, refetched };
}

const items = (...ids: number[]) => ids.map((id) => ({ id }));

function Harness({ server, filter }: { server: ReturnType<typeof fakeServer>; filter: string }) {
  const paged = usePagedQuery(
    function usePage(page: number) {
      return server.useFakePage(filter, page);
    },
    { pageSize: 2, keyOf: (item) => item.id, filter },
  );
  return (
    <PagedList
      paged={paged}
      testId="things"
      empty={<p>empty</p>}
      renderItem={(item, position) => <Row title={`item ${item.id}`} value={`#${position + 1}`} testId="thing" />}
    />
  );
}

const shown = () => screen.queryAllByTestId('thing').map((row) => row.querySelector('.ui-row__main')?.textContent);
const ranks = () => screen.queryAllByTestId('thing').map((row) => row.querySelector('.ui-row__value')?.textContent);

describe('PagedList with usePagedQuery', () => {
  it('loads page after page with "load more" while more exist, and none after the last', () => {
    const server = fakeServer();
    render(<Harness server={server} filter="all" />);
    expect(screen.getByTestId('things-loading')).toBeTruthy();
    act(() => server.set({ 'all:1': { list: items(1, 2), count: 3 } }));
    expect(shown()).toEqual(['item 1', 'item 2']);
    fireEvent.click(screen.getByRole('button', { name: 'ui.loadMore' }));
    expect(shown()).toEqual(['item 1', 'item 2']);
    act(() => server.set({ 'all:2': { list: items(3), count: 3 } }));
    expect(shown()).toEqual(['item 1', 'item 2', 'item 3']);
    expect(screen.queryByTestId('load-more')).toBeNull();
    // each item's place in the whole list (a ranking's number), across pages
    expect(ranks()).toEqual(['#1', '#2', '#3']);
  });

  it('shows an item once when it moved to the next page between the two loads', () => {
    const server = fakeServer();
    render(<Harness server={server} filter="all" />);
    act(() => server.set({ 'all:1': { list: items(5, 4), count: 4 } }));
    fireEvent.click(screen.getByRole('button', { name: 'ui.loadMore' }));
    // a new item arrived first: page two, loaded now, begins with what page one still shows
    act(() => server.set({ 'all:2': { list: items(4, 3), count: 5 } }));
    expect(shown()).toEqual(['item 5', 'item 4', 'item 3']);
    // page one asked again (it polls): the new item on top, 4 now only on page two
    act(() => server.set({ 'all:1': { list: items(6, 5), count: 5 } }));
    expect(shown()).toEqual(['item 6', 'item 5', 'item 4', 'item 3']);
  });

  it('says the empty state, and a failed first page with "Try again"', () => {
    const server = fakeServer();
    render(<Harness server={server} filter="all" />);
    act(() => server.set({ 'all:1': { list: [], count: 0 } }));
    expect(screen.getByText('empty')).toBeTruthy();
    act(() => server.set({ 'all:1': 'failed' }));
    expect(screen.queryByText('empty')).toBeNull();
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(server.refetched).toEqual(['all:1']);
  });

  it('a failed later page keeps the pages before it and retries alone', () => {
    const server = fakeServer();
    render(<Harness server={server} filter="all" />);
    act(() => server.set({ 'all:1': { list: items(1, 2), count: 4 }, 'all:2': 'failed' }));
    fireEvent.click(screen.getByRole('button', { name: 'ui.loadMore' }));
    expect(shown()).toEqual(['item 1', 'item 2']);
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(server.refetched).toEqual(['all:2']);
  });

  it('starts again at page one when the filter changes', () => {
    const server = fakeServer();
    server.set({
      'a:1': { list: items(1, 2), count: 4 },
      'a:2': { list: items(3, 4), count: 4 },
      'b:1': { list: items(7, 8), count: 4 },
      'b:2': { list: items(9, 10), count: 4 },
    });
    const { rerender } = render(<Harness server={server} filter="a" />);
    fireEvent.click(screen.getByRole('button', { name: 'ui.loadMore' }));
    expect(shown()).toEqual(['item 1', 'item 2', 'item 3', 'item 4']);
    rerender(<Harness server={server} filter="b" />);
    expect(shown()).toEqual(['item 7', 'item 8']);
  });
});
