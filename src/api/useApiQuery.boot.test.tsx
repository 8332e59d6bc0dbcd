// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@/contract/define';
import { carryBootData } from './testing/bootPage';
import { envelope, installFakeAdapter } from './testing/fakeAdapter';

// The query cache arrives after the first paint: hold its module back until the test releases it.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
});
vi.mock('./queryRuntime', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const { useApiQuery } = await import('./useApiQuery');
const list: Endpoint<object, { items: string[] }> = { path: '/t/boot-list', auth: false, options: {} };
const fake = installFakeAdapter();
afterEach(cleanup);
afterAll(() => fake.restore());

// The first render is thrown away (as when a translation namespace or a lazy child suspends).
const firstRender: { pending: Promise<void> | null } = { pending: null };
firstRender.pending = new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() => {
  firstRender.pending = null;
});
function Items() {
  const query = useApiQuery(list, {}, { select: (data) => data.items });
  if (firstRender.pending) throw firstRender.pending;
  return <p>{query.isPending ? 'pending' : query.data?.join(',')}</p>;
}

describe('useApiQuery before the query cache has loaded', () => {
  it("shows the page's boot answer, even after a suspended first render, then refreshes it once the cache is there", async () => {
    carryBootData('en', { [list.path]: { items: ['from the page'] } });
    fake.reply(list.path, envelope(0, { items: ['fresh'] }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Items />
      </Suspense>,
    );
    expect(await screen.findByText('from the page')).toBeTruthy();
    expect(fake.requests).toHaveLength(0);
    await act(async () => gate.open());
    expect(await screen.findByText('fresh')).toBeTruthy();
    expect(fake.requests.map((request) => request.url)).toEqual([list.path]);
  });
});
