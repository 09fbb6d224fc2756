import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncePromise, RemovalGate, REMOVE_CLICK_LOCK_MS } from './removal-gate.ts';

describe('RemovalGate (repeat clicks ignored for 1 s and while another removal runs)', () => {
  it('lets the first click through and holds the gate until finish', () => {
    const gate = new RemovalGate();
    expect(gate.tryStart('a', 0)).toBe(true);
    expect(gate.busy).toBe(true);
    expect(gate.tryStart('b', 100)).toBe(false);
    gate.finish('a');
    expect(gate.busy).toBe(false);
    expect(gate.tryStart('b', 2_000)).toBe(true);
  });
  it('ignores a second click on the same item within 1 s, even after the first removal ended', () => {
    const gate = new RemovalGate();
    expect(gate.tryStart('a', 0)).toBe(true);
    gate.finish('a');
    expect(gate.tryStart('a', REMOVE_CLICK_LOCK_MS - 1)).toBe(false);
    expect(gate.tryStart('a', REMOVE_CLICK_LOCK_MS * 3)).toBe(true);
  });
  it('finish of another item does not open the gate', () => {
    const gate = new RemovalGate();
    gate.tryStart('a', 0);
    gate.finish('b');
    expect(gate.busy).toBe(true);
  });
});

describe('debouncePromise', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collapses calls within the window into one run with the last arguments', async () => {
    const fn = vi.fn(async (code: string) => `applied ${code}`);
    const apply = debouncePromise(fn, 300);
    const first = apply('A');
    vi.advanceTimersByTime(200);
    const second = apply('B');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(first).resolves.toBe('applied B');
    await expect(second).resolves.toBe('applied B');
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('runs again after the window and passes failures to every caller', async () => {
    const fn = vi.fn(async () => {
      throw new Error('Failed to clear cart');
    });
    const clear = debouncePromise(fn, 500);
    const a = clear();
    const b = clear();
    vi.advanceTimersByTime(500);
    await expect(a).rejects.toThrow('Failed to clear cart');
    await expect(b).rejects.toThrow('Failed to clear cart');
    const c = clear();
    vi.advanceTimersByTime(500);
    await expect(c).rejects.toThrow();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
