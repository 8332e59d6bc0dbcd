// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryState, type QueryLike } from './QueryState';

afterEach(cleanup);

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
  ...over,
});

function draw(q: QueryLike<string[]>, keepData?: boolean) {
  return render(
    <QueryState
      query={q}
      skeleton={<p>loading</p>}
      isEmpty={(data) => data.length === 0}
      empty={<p>nothing</p>}
      keepData={keepData}
    >
      {(data) => <p>{data.join(',')}</p>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('draws the skeleton while the first answer is on its way', () => {
    draw(query({ isPending: true, isFetching: true }));
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('says a failure with "Try again", which asks again; never the empty state', () => {
    const refetch = vi.fn();
    draw(query({ isError: true, refetch }));
    expect(screen.queryByText('nothing')).toBeNull();
    fireEvent.click(screen.getByTestId('load-retry'));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('draws the empty state for an answer holding nothing, the content otherwise', () => {
    draw(query({ data: [] }));
    expect(screen.getByText('nothing')).toBeTruthy();
    cleanup();
    draw(query({ data: ['a', 'b'] }));
    expect(screen.getByText('a,b')).toBeTruthy();
  });

  it('keeps the answer it has after a failed refetch, unless told to say the failure', () => {
    draw(query({ data: ['stale'], isError: true }));
    expect(screen.getByText('stale')).toBeTruthy();
    expect(screen.queryByTestId('load-retry')).toBeNull();
    cleanup();
    draw(query({ data: ['stale'], isError: true }), false);
    expect(screen.queryByText('stale')).toBeNull();
    expect(screen.getByTestId('load-retry')).toBeTruthy();
  });
});
