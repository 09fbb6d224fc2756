import { describe, expect, it } from 'vitest';
import { deferHydration, evaluationOrder, PRELOAD_BATCH } from './defer-hydration.ts';

// The shape React Router 7 prerenders (trimmed).
const page = `<!DOCTYPE html><html lang="it"><head><link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head><body><main><h1>Tenuta</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/public/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe('deferHydration', () => {
  const out = deferHydration(page);
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;

  it('takes the module preloads out of the head and leaves the rest of the page as it was', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain('<main><h1>Tenuta</h1></main><script>window.__reactRouterContext = {};</script>');
  });

  it('starts after the first frame: the same preloads, then the same imports in the same order', () => {
    expect(script).toContain('const preload = ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/home-4.js"];');
    expect(script).toContain("for (const type of ['pointerdown', 'keydown', 'touchstart', 'focusin']) addEventListener(type, once,");
    const order = [
      'await import("/assets/manifest-1.js")',
      'const route0 = await import("/assets/root-3.js")',
      'const route1 = await import("/assets/home-4.js")',
      'window.__reactRouterRouteModules',
      'import("/assets/entry.client-2.js")',
    ];
    const at = order.map((s) => script.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // What runs is valid JavaScript (a module body).
    expect(() => new Function(`return async () => {${script.replace(/^const preload/, 'const _p')}}`)).not.toThrow();
  });

  describe('waits for the main image on screen', () => {
    type Entry = { element: unknown };
    /** Runs the loader with a hero image (or none) and a browser with or without LCP entries; says when hydration starts. */
    function loaderIn(opts: { hero: boolean; lcp: boolean }) {
      const hero = {
        complete: false,
        on: {} as Record<string, () => void>,
        addEventListener(type: string, f: () => void) {
          this.on[type] = f;
        },
      };
      const state = { started: false, observer: undefined as undefined | ((entries: Entry[]) => void), timers: [] as { f: () => void; ms: number }[] };
      class Observer {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(private readonly f: (list: { getEntries(): Entry[] }) => void) {}
        observe() {
          state.observer = (entries) => this.f({ getEntries: () => entries });
        }
        disconnect() {
          state.observer = undefined;
        }
      }
      const env = {
        document: {
          createElement: () => ({}),
          querySelector: () => (opts.hero ? hero : null),
          head: {
            append: () => {
              state.started = true;
            },
          },
        },
        setTimeout: (f: () => void, ms = 0) => void state.timers.push({ f, ms }),
        requestAnimationFrame: (f: () => void) => f(),
        addEventListener: () => undefined,
        globalThis: { PerformanceObserver: opts.lcp ? Observer : undefined },
        window: {} as Record<string, unknown>,
        __import: async () => ({}),
      };
      void new Function(...Object.keys(env), `return (async () => {${script.replaceAll('import(', '__import(')}})();`)(...Object.values(env));
      /** Runs the timers due within `ms` (the 3 s limit is one of them). */
      const tick = (ms = 0) => {
        const due = state.timers.filter((t) => t.ms <= ms);
        state.timers = state.timers.filter((t) => t.ms > ms);
        for (const t of due) t.f();
      };
      return { hero, state, tick };
    }

    it('with LCP entries: starts once the hero is reported on screen, not when another element is', () => {
      const { hero, state, tick } = loaderIn({ hero: true, lcp: true });
      hero.on.load?.();
      tick();
      expect(state.started).toBe(false);
      state.observer?.([{ element: { other: true } }]);
      tick();
      expect(state.started).toBe(false);
      state.observer?.([{ element: hero }]);
      tick();
      expect(state.started).toBe(true);
    });

    it('with LCP entries and no hero: starts at the first paint reported', () => {
      const { state, tick } = loaderIn({ hero: false, lcp: true });
      tick();
      expect(state.started).toBe(false);
      state.observer?.([{ element: { text: true } }]);
      tick();
      expect(state.started).toBe(true);
    });

    it('without LCP entries: starts on the frame after the hero loads; a hero that never paints waits 3 s at most', () => {
      const loaded = loaderIn({ hero: true, lcp: false });
      loaded.tick();
      expect(loaded.state.started).toBe(false);
      loaded.hero.on.load?.();
      loaded.tick();
      expect(loaded.state.started).toBe(true);
      const never = loaderIn({ hero: true, lcp: true });
      never.tick(2999);
      expect(never.state.started).toBe(false);
      never.tick(3000);
      expect(never.state.started).toBe(true);
    });
  });

  it('adds the preloads a batch per task, all before the first import, then imports in order', async () => {
    const many = Array.from({ length: 2 * PRELOAD_BATCH + 3 }, (_, i) => `/assets/m${i}.js`);
    const big = page.replace('</head>', `${many.map((h) => `<link rel="modulepreload" href="${h}"/>`).join('')}</head>`);
    const loader = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(big))![1]!;
    // Run the loader against stand-ins for the page: each task boundary (setTimeout) is recorded.
    const log: string[] = [];
    const timers: (() => void)[] = [];
    const env = {
      document: { createElement: () => ({}), querySelector: () => null, head: { append: (l: { href: string }) => log.push(`preload ${l.href}`) } },
      setTimeout: (f: () => void) => {
        timers.push(f);
        log.push('task');
        return 0;
      },
      requestAnimationFrame: (f: () => void) => f(),
      addEventListener: () => undefined,
      window: {} as Record<string, unknown>,
      __import: async (url: string) => {
        log.push(`import ${url}`);
        return {};
      },
    };
    const run = new Function(...Object.keys(env), `return (async () => {${loader.replaceAll('import(', '__import(')}})();`);
    await run(...Object.values(env));
    for (let i = 0; i < 20 && timers.length; i++) {
      timers.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    const preloads = log.filter((l) => l.startsWith('preload'));
    expect(preloads).toHaveLength(4 + many.length);
    // The first task is the loader's own start (after the first frame); then one per batch.
    const batches = log
      .join('\n')
      .split('task')
      .slice(1)
      .map((b) => b.split('\n').filter((l) => l.startsWith('preload')).length);
    const total = 4 + many.length;
    const expected = Array.from({ length: Math.ceil(total / PRELOAD_BATCH) }, (_, i) => Math.min(PRELOAD_BATCH, total - i * PRELOAD_BATCH));
    expect(batches.filter((n) => n > 0)).toEqual(expected);
    expect(log.findIndex((l) => l.startsWith('import'))).toBeGreaterThan(log.findLastIndex((l) => l.startsWith('preload')));
    expect(log.filter((l) => l.startsWith('import'))).toEqual([
      'import /assets/manifest-1.js',
      'import /assets/root-3.js',
      'import /assets/home-4.js',
      'import /assets/entry.client-2.js',
    ]);
  });

  it('a page without a hydration script is left alone; an unknown import form stops the build', () => {
    expect(deferHydration('<html><body>static</body></html>')).toBe('<html><body>static</body></html>');
    expect(() => deferHydration('<html><body><script type="module">import { x } from "/a.js"; x();</script></body></html>')).toThrow(/import form/);
  });
});

describe('deferHydration with what the page imports on its own', () => {
  const out = deferHydration(page, { always: ['/assets/it-common.js', '/assets/root-3.js'], withCart: ['/assets/engine.js', '/assets/query.js'], cartKeys: ['cart_id', 'cart'] });
  const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;

  it('preloads the translation files with the route modules, once each', () => {
    expect(script).toContain('const preload = ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/home-4.js","/assets/it-common.js"];');
  });

  it('adds the cart engine only in a browser that holds a cart (or whose storage cannot be read)', () => {
    expect(script).toContain(
      'try { if (["cart_id","cart"].some((k) => localStorage.getItem(k) !== null)) preload.push(...["/assets/engine.js","/assets/query.js"]); } catch { preload.push(...["/assets/engine.js","/assets/query.js"]); }',
    );
  });
});

describe('evaluationOrder', () => {
  // root imports react then i18n; home imports react and ui; entry imports react-dom (which imports react) and i18n.
  const graph: Record<string, string[]> = {
    '/root.js': ['/react.js', '/i18n.js'],
    '/home.js': ['/react.js', '/ui.js'],
    '/ui.js': ['/react.js'],
    '/entry.js': ['/react-dom.js', '/i18n.js'],
    '/react-dom.js': ['/react.js', '/scheduler.js'],
    '/a.js': ['/b.js'],
    '/b.js': ['/a.js'],
  };
  const importsOf = (url: string) => graph[url] ?? [];

  it('runs each module after the modules it imports, in import statement order, each once; the entry itself last, by the hydration script', () => {
    expect(evaluationOrder(['/root.js', '/home.js'], '/entry.js', importsOf)).toEqual([
      '/react.js',
      '/i18n.js',
      '/root.js',
      '/ui.js',
      '/home.js',
      '/scheduler.js',
      '/react-dom.js',
    ]);
  });

  it('follows an import cycle once, as the browser does', () => {
    expect(evaluationOrder(['/a.js'], undefined, importsOf)).toEqual(['/b.js', '/a.js']);
  });
});

describe('deferHydration with the build’s import graph', () => {
  const graph: Record<string, string[]> = {
    '/assets/root-3.js': ['/assets/react-5.js'],
    '/assets/home-4.js': ['/assets/react-5.js', '/assets/ui-6.js'],
    '/assets/entry.client-2.js': ['/assets/react-dom-7.js'],
    '/assets/react-dom-7.js': ['/assets/react-5.js'],
  };
  const loader = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferHydration(page, undefined, (url) => graph[url] ?? []))![1]!;

  it('runs the page’s modules one per task, in the browser’s order, before the hydration script’s own imports', async () => {
    const log: string[] = [];
    const env = {
      document: { createElement: () => ({}), querySelector: () => null, head: { append: () => undefined } },
      setTimeout: (f: () => void) => void queueMicrotask(f),
      requestAnimationFrame: (f: () => void) => f(),
      addEventListener: () => undefined,
      MessageChannel: class {
        port1: { onmessage?: () => void } = {};
        port2 = {
          postMessage: () => {
            log.push('task');
            setImmediate(() => this.port1.onmessage?.());
          },
        };
      },
      window: {} as Record<string, unknown>,
      __import: async (url: string) => {
        log.push(url);
        return {};
      },
    };
    const run = new Function(...Object.keys(env), `return (async () => {${loader.replaceAll('import(', '__import(')}})();`);
    await run(...Object.values(env));
    for (let i = 0; i < 50 && !log.includes('/assets/entry.client-2.js'); i++) await new Promise((r) => setImmediate(r));
    expect(log).toEqual([
      '/assets/manifest-1.js',
      'task',
      '/assets/react-5.js',
      'task',
      '/assets/root-3.js',
      'task',
      '/assets/ui-6.js',
      'task',
      '/assets/home-4.js',
      'task',
      '/assets/react-dom-7.js',
      'task',
      // The script's own imports, in its order (each module has run already), then the entry.
      '/assets/manifest-1.js',
      '/assets/root-3.js',
      '/assets/home-4.js',
      '/assets/entry.client-2.js',
    ]);
  });
});
