import os from 'node:os';
import { median, newBrowser, PHONE } from './pages-bench.ts';

/**
 * A guest follows a "book" link to a landing page's booking widget (`#prenota`) on a phone: how
 * long from the navigation's start until the widget is on the page and usable.
 *
 * Usable, read from the widget's markup (apps/web/src/features/booking-widget/): the widget
 * (`[data-testid="booking-widget-<experience>"]`, which replaces the slot's skeleton) shows its
 * first step, the calendar (react-day-picker, `role="grid"`), and the first day of it that can be
 * booked has an enabled button (a day's button is `disabled` until the availability and the
 * catalogue have answered; on /wine-tasting the tasting picker above it comes with the same
 * answers); and a click on that button reacts: its cell becomes `aria-selected="true"`. The time
 * reported is the frame in which that selection is shown (`performance.now()` in the first
 * animation frame after the change, from the navigation's start); the click is a real input
 * (DevTools' mouse events), sent as soon as the button is enabled. Beside it, the frame in which
 * the button became enabled.
 */

/** The pages, each with its widget's experience (the `#prenota` section holds the widget). */
export const ARRIVAL_PAGES = [
  { route: '/truffle-hunting#prenota', experience: 'truffle' },
  { route: '/wine-tasting#prenota', experience: 'wine' },
] as const;
export const ARRIVAL_DPRS = [1, 3] as const;
/** DevTools CPU throttling rates (`Emulation.setCPUThrottlingRate`; 1 is none), each with its budget in ms. */
export const ARRIVAL_BUDGET_MS: Readonly<Record<number, number>> = { 1: 1000, 4: 2000 };
/** Runs per case, each in a fresh browser; the median is budgeted. */
export const ARRIVAL_RUNS = 5;
export const ARRIVAL_HEADING = '## Booking widget on arrival';

export interface ArrivalResult {
  route: string;
  dpr: number;
  cpuRate: number;
  /** Median over the runs of the time until a click on the first bookable day is shown, ms. */
  usableMs: number;
  usableRange: [number, number];
  /** Median of the time until that day's button was enabled, ms. */
  enabledMs: number;
}

/** The results with when they were measured and how busy the machine was (1-minute load average at the start and at the end). */
export interface ArrivalRun {
  at: Date;
  load: [number, number];
  results: ArrivalResult[];
}

const dayCells = (experience: string) => `[data-testid="booking-widget-${experience}"] [role="grid"] [role="gridcell"]`;
const firstDay = (experience: string) => `${dayCells(experience)} > button:not([disabled])`;
const picked = (experience: string) => `${dayCells(experience)}[aria-selected="true"]`;

/**
 * Runs in the page before any of its scripts: records (in `window.__arrival`, and as
 * `<html data-arrival>` for the bench to wait on) the frame in which each state first shows.
 */
const watchScript = (experience: string) => `(() => {
  const marks = { enabled: 0, reacted: 0 };
  window.__arrival = marks;
  const mark = (name) => {
    marks[name] = -1;
    requestAnimationFrame(() => {
      marks[name] = performance.now();
      document.documentElement.dataset.arrival = name;
    });
  };
  const observer = new MutationObserver(() => {
    if (!marks.enabled && document.querySelector(${JSON.stringify(firstDay(experience))})) mark('enabled');
    if (!marks.reacted && document.querySelector(${JSON.stringify(picked(experience))})) {
      mark('reacted');
      observer.disconnect();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function arrivalOnce(baseUrl: string, route: string, experience: string, dpr: number, cpuRate: number): Promise<{ enabled: number; reacted: number }> {
  const browser = await newBrowser();
  try {
    const page = await browser.newPage();
    await page.emulate({
      viewport: { width: PHONE.width, height: PHONE.height, deviceScaleFactor: dpr, isMobile: true, hasTouch: true },
      userAgent: PHONE.userAgent,
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.evaluateOnNewDocument(watchScript(experience));
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await page.waitForFunction(`document.documentElement.dataset.arrival === 'enabled'`, { polling: 'mutation', timeout: 60_000 });
    await page.click(firstDay(experience));
    await page.waitForFunction(`document.documentElement.dataset.arrival === 'reacted'`, { polling: 'mutation', timeout: 30_000 });
    const marks = (await page.evaluate('window.__arrival')) as { enabled: number; reacted: number };
    return { enabled: Math.round(marks.enabled), reacted: Math.round(marks.reacted) };
  } finally {
    await browser.close();
  }
}

/** Every page at every DPR and CPU rate, ARRIVAL_RUNS fresh browsers each. */
export async function widgetArrival(baseUrl: string): Promise<ArrivalRun> {
  const at = new Date();
  const loadAtStart = os.loadavg()[0]!;
  const results: ArrivalResult[] = [];
  for (const { route, experience } of ARRIVAL_PAGES) {
    for (const dpr of ARRIVAL_DPRS) {
      for (const cpuRate of Object.keys(ARRIVAL_BUDGET_MS).map(Number)) {
        const runs: { enabled: number; reacted: number }[] = [];
        for (let i = 0; i < ARRIVAL_RUNS; i++) runs.push(await arrivalOnce(baseUrl, route, experience, dpr, cpuRate));
        const reacted = runs.map((r) => r.reacted);
        results.push({
          route,
          dpr,
          cpuRate,
          usableMs: Math.round(median(reacted)),
          usableRange: [Math.min(...reacted), Math.max(...reacted)],
          enabledMs: Math.round(median(runs.map((r) => r.enabled))),
        });
      }
    }
  }
  return { at, load: [loadAtStart, os.loadavg()[0]!], results };
}

/** The section of docs/benchmarks.md: each median beside its budget. */
export function arrivalSection({ at, load, results }: ArrivalRun): string[] {
  const ok = (pass: boolean) => (pass ? 'pass' : '**over budget**');
  return [
    ARRIVAL_HEADING,
    '',
    `A guest follows a "book" link to a landing page's booking widget (\`#prenota\`): a fresh Chromium at ${PHONE.width} px (mobile emulation), no network throttling, with and without DevTools CPU throttling (\`Emulation.setCPUThrottlingRate\`). Usable: the widget's calendar shows, the button of its first bookable day is enabled, and a click on it (a real input, sent as soon as the button is enabled) shows that day selected; the time is the frame that shows the selection, from the navigation's start. Median of ${ARRIVAL_RUNS} runs, each in a fresh browser, with their range; beside it, the frame in which the day's button was enabled.`,
    `Measured ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, load average ${load.map((l) => l.toFixed(1)).join(' at the start, ')} at the end.`,
    '',
    '| page | DPR | CPU | usable ms, median (range) | day enabled ms, median | budget |',
    '|---|---|---|---|---|---|',
    ...results.map((r) => {
      const budget = ARRIVAL_BUDGET_MS[r.cpuRate] ?? 0;
      return `| ${r.route} | ${r.dpr} | ${r.cpuRate === 1 ? 'unthrottled' : `${r.cpuRate}× slower`} | ${r.usableMs} (${r.usableRange.join('-')}) | ${r.enabledMs} | ${ok(r.usableMs < budget)} (< ${budget} ms) |`;
    }),
  ];
}

/** `doc` with its arrival section replaced by `section` (added at the end when it has none). */
export function withArrivalSection(doc: string, section: readonly string[]): string {
  const lines = doc.replace(/\n+$/, '').split('\n');
  const start = lines.indexOf(ARRIVAL_HEADING);
  if (start < 0) return [...lines, '', ...section, ''].join('\n');
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  return [...lines.slice(0, start), ...section, ...(next < 0 ? [''] : ['', ...lines.slice(next)])].join('\n');
}
