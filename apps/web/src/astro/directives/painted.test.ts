import { afterEach, describe, expect, it, vi } from 'vitest';
import painted from './painted.ts';

type Entries = { getEntriesByName(name: string): unknown[] };

/** The browser's paint timing, driven by the test: `paint(...)` reports entries as Chrome does. */
function fakePaintTiming() {
  const observers: { callback: (entries: Entries) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly me: { callback: (entries: Entries) => void; disconnected: boolean };
    constructor(callback: (entries: Entries) => void) {
      this.me = { callback, disconnected: false };
      observers.push(this.me);
    }
    observe() {}
    disconnect() {
      this.me.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = (...names: string[]) => {
    for (const o of observers.filter((x) => !x.disconnected)) o.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
  };
  return { paint, observers };
}

function fakeIdle() {
  const queue: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => queue.push(cb));
  const runIdle = () => {
    for (const cb of queue.splice(0)) cb();
  };
  return { runIdle, pending: () => queue.length };
}

const island = () => {
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  return { hydrate, load, start: () => painted(load, { name: 'GiftFormSection', value: '' }, {} as HTMLElement) };
};

afterEach(() => vi.unstubAllGlobals());

describe('client:painted', () => {
  it('loads and hydrates the island only once the browser is idle after the first contentful paint', async () => {
    const { paint, observers } = fakePaintTiming();
    const { runIdle, pending } = fakeIdle();
    const { load, hydrate, start } = island();
    start();
    runIdle();
    paint('first-paint');
    expect(pending()).toBe(0);
    expect(load).not.toHaveBeenCalled();

    paint('first-contentful-paint');
    expect(observers[0]?.disconnected).toBe(true);
    expect(load).not.toHaveBeenCalled();
    runIdle();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });

  it('without paint timing, waits for the page to load', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { runIdle } = fakeIdle();
    const listeners: Record<string, () => void> = {};
    vi.stubGlobal('document', { readyState: 'interactive' });
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => {
      listeners[type] = listener;
    });
    const { hydrate, start } = island();
    start();
    runIdle();
    expect(hydrate).not.toHaveBeenCalled();
    listeners.load?.();
    runIdle();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
  });
});
