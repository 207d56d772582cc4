// @vitest-environment happy-dom
// useLoad mounted in a document (happy-dom): what it shows while asking, after an answer or a
// failure, when its deps change, and when a write invalidates its key.
import { act, useEffect, type DependencyList } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as invalidateModule from './invalidate.ts';
import { invalidate } from './invalidate.ts';
import { useLoad, type Load, type LoadOptions } from './use-load.ts';

// How many loads listen for invalidations, to see that an unmounted one stops listening.
const listening = vi.hoisted(() => ({ count: 0 }));
vi.mock('./invalidate.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof invalidateModule>();
  return {
    ...actual,
    onInvalidate: (key: string, listener: () => void) => {
      listening.count += 1;
      const stop = actual.onInvalidate(key, listener);
      return () => {
        listening.count -= 1;
        stop();
      };
    },
  };
});

// React's test mode: act() applies every update and effect before it returns.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A server whose every question waits until the test answers it. */
function fakeServer<T>() {
  const questions: {
    signal: AbortSignal;
    answer: (data: T) => Promise<void>;
    fail: (error: unknown) => Promise<void>;
  }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      questions.push({
        signal,
        answer: (data) => act(async () => resolve(data)),
        fail: (error) => act(async () => reject(error)),
      });
    });
  return { load, questions, last: () => questions.at(-1)! };
}

let roots: Root[] = [];

/** Mounts a load; `latest()` is what the hook returned at the last render. */
async function mount<T>(load: (signal: AbortSignal) => Promise<T>, options: LoadOptions<T> = {}) {
  const seen: { latest: Load<T> | null } = { latest: null };
  const report = (latest: Load<T>) => {
    seen.latest = latest;
  };
  function Probe({ deps }: { deps?: DependencyList }) {
    const latest = useLoad(load, { ...options, deps: deps ?? options.deps });
    useEffect(() => report(latest));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  await act(async () => root.render(<Probe />));
  return {
    latest: () => seen.latest!,
    rerender: (deps: DependencyList) => act(async () => root.render(<Probe deps={deps} />)),
    /** Renders with other deps inside the caller's act(), with whatever else it does there. */
    render: (deps: DependencyList) => root.render(<Probe deps={deps} />),
    unmount: () => act(async () => root.unmount()),
  };
}

beforeEach(() => {
  // A failed load warns in the console for whoever debugs it; not wanted in the test's output.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  for (const root of roots) await act(async () => root.unmount());
  roots = [];
  vi.mocked(console.warn).mockRestore();
});

describe('useLoad', () => {
  it('is loading until the answer, then loaded, or empty when the answer means nothing', async () => {
    const server = fakeServer<string[]>();
    const list = await mount(server.load, { isEmpty: (rows) => rows.length === 0 });
    const before = list.latest().state.status;
    await server.last().answer(['Ada']);
    const loaded = list.latest();
    const other = fakeServer<string[]>();
    const empty = await mount(other.load, { isEmpty: (rows) => rows.length === 0 });
    await other.last().answer([]);
    expect([before, loaded.state.status, loaded.data, empty.latest().state.status]).toEqual([
      'loading',
      'loaded',
      ['Ada'],
      'empty',
    ]);
  });

  it('keeps a failure on screen while Retry asks again, then shows the answer', async () => {
    const server = fakeServer<string>();
    const load = await mount(server.load);
    await server.last().fail(new Error('down'));
    const failed = load.latest().state;
    await act(async () => load.latest().retry());
    const retrying = load.latest().state;
    await server.last().answer('back');
    expect([failed, retrying, load.latest().data, server.questions.length]).toEqual([
      { status: 'failed', error: new Error('down'), retrying: false },
      { status: 'failed', error: new Error('down'), retrying: true },
      'back',
      2,
    ]);
  });

  it('keeps the old data, marked stale, while other deps are asked, and drops the older answer', async () => {
    const server = fakeServer<string>();
    const load = await mount(server.load, { deps: [1] });
    await server.last().answer('page 1');
    await load.rerender([2]);
    const asking = { data: load.latest().data, stale: load.latest().stale };
    await server.last().answer('page 2');
    expect([asking, { data: load.latest().data, stale: load.latest().stale }]).toEqual([
      { data: 'page 1', stale: true },
      { data: 'page 2', stale: false },
    ]);
  });

  it('asks no more once the deps changed: the earlier question is aborted', async () => {
    const server = fakeServer<string>();
    const load = await mount(server.load, { deps: [1] });
    const first = server.last();
    await load.rerender([2]);
    await server.last().answer('page 2');
    await first.answer('page 1, too late');
    expect([first.signal.aborted, load.latest().data]).toEqual([true, 'page 2']);
  });

  it('shows the data a write answered with (setData)', async () => {
    const server = fakeServer<string[]>();
    const load = await mount(server.load);
    await server.last().answer(['Ada']);
    await act(async () => load.latest().setData((rows) => [...rows, 'Grace']));
    expect([load.latest().data, server.questions.length]).toEqual([['Ada', 'Grace'], 1]);
  });
});

describe('useLoad with a key', () => {
  it('asks again when its key is invalidated, the data shown marked stale until the answer', async () => {
    const server = fakeServer<string[]>();
    const load = await mount(server.load, { key: 'officer/invites' });
    await server.last().answer(['first invite']);
    await act(async () => invalidate('officer/invites'));
    const asking = { data: load.latest().data, stale: load.latest().stale };
    await server.last().answer(['first invite', 'second invite']);
    expect([
      server.questions.length,
      asking,
      { data: load.latest().data, stale: load.latest().stale },
    ]).toEqual([
      2,
      { data: ['first invite'], stale: true },
      { data: ['first invite', 'second invite'], stale: false },
    ]);
  });

  it('asks again when a key above it is invalidated, not for another key', async () => {
    const server = fakeServer<number>();
    await mount(server.load, { key: 'officer/standing/queues/excuses' });
    await server.last().answer(1);
    await act(async () => invalidate('officer/standing/semesters'));
    await act(async () => invalidate('officer/standings'));
    const unrelated = server.questions.length;
    await act(async () => invalidate('officer/standing/queues'));
    expect([unrelated, server.questions.length]).toEqual([1, 2]);
  });

  it('does not ask again once unmounted, and no longer listens', async () => {
    const server = fakeServer<string>();
    const load = await mount(server.load, { key: 'me/standing' });
    await server.last().answer('good standing');
    const mounted = listening.count;
    await load.unmount();
    await act(async () => invalidate('me/standing'));
    expect([server.questions.length, mounted, listening.count]).toEqual([1, 1, 0]);
  });

  it('refreshes two loads of one key', async () => {
    const tabs = fakeServer<number>();
    const page = fakeServer<number>();
    await mount(tabs.load, { key: 'officer/standing/queues' });
    await mount(page.load, { key: 'officer/standing/queues' });
    await tabs.last().answer(3);
    await page.last().answer(3);
    await act(async () => invalidate('officer/standing/queues'));
    expect([tabs.questions.length, page.questions.length]).toEqual([2, 2]);
  });

  it('asks once for a change of deps and an invalidation in the same update', async () => {
    const server = fakeServer<string>();
    const calendar = await mount(server.load, { key: 'officer/calendar/events', deps: [1] });
    await server.last().answer('January');
    await act(async () => {
      calendar.render([2]);
      invalidate('officer/calendar/events');
    });
    expect(server.questions.length).toBe(2);
  });
});
