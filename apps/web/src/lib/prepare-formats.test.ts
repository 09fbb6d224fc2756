import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatEuro, formatRomeMonth, formatWholeEuros } from './format.ts';
import { prepareFormats } from './prepare-formats.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('prepareFormats', () => {
  it('builds each formatter in a task of its own, ahead of use; using it later builds nothing', () => {
    vi.useFakeTimers();
    const { NumberFormat, DateTimeFormat } = Intl;
    // Counts the formatters built (each still a real one).
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof NumberFormat>) {
      return new NumberFormat(...args);
    } as unknown as typeof NumberFormat);
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof DateTimeFormat>) {
      return new DateTimeFormat(...args);
    } as unknown as typeof DateTimeFormat);
    prepareFormats('en', ['euro', 'month']);
    // Nothing is built in the caller's task.
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateFormat).not.toHaveBeenCalled();
    // Two tasks that load the language's shared locale data first (once per language), then one per formatter.
    expect(vi.getTimerCount()).toBe(4);
    vi.runAllTimers();
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(dateFormat).toHaveBeenCalledTimes(1);
    // The render that shows the data uses what was built.
    expect(formatEuro(12.5, 'en')).toBe('€12.50');
    expect(formatRomeMonth('2023-10-12T10:00:00Z', 'en')).toBe('October 2023');
    expect(numberFormat).toHaveBeenCalledTimes(1);
    expect(dateFormat).toHaveBeenCalledTimes(1);
  });

  it('loads the shared locale data ahead of the first formatter of a language, once, in tasks of its own', () => {
    vi.useFakeTimers();
    const built: string[] = [];
    const { Locale, Segmenter, NumberFormat } = Intl;
    vi.spyOn(Intl, 'Locale').mockImplementation(function (this: unknown, tag: string) {
      built.push(`Locale ${tag}`);
      return new Locale(tag);
    } as unknown as typeof Locale);
    vi.spyOn(Intl, 'Segmenter').mockImplementation(function (this: unknown, tag: string) {
      built.push(`Segmenter ${tag}`);
      return new Segmenter(tag);
    } as unknown as typeof Segmenter);
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args: ConstructorParameters<typeof NumberFormat>) {
      built.push(`NumberFormat ${String(args[0])}`);
      return new NumberFormat(...args);
    } as unknown as typeof NumberFormat);
    prepareFormats('it', ['wholeEuro']);
    expect(built).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(built).toEqual(['Locale it-IT', 'Segmenter it-IT', 'NumberFormat it-IT']);
    // The same language again: only its new formatters.
    prepareFormats('it', ['euro']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('formats whole euros in each language', () => {
    expect(formatWholeEuros(30, 'it')).toMatch(/^30\s€$/u);
    expect(formatWholeEuros(30, 'en')).toBe('€30');
  });
});
