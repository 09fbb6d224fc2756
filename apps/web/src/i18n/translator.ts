/**
 * A small translator over i18next JSON v4 catalogues (docs/decisions/0029): the subset of
 * i18next this site uses, with i18next's lookup rules, so the catalogues and the call sites
 * stay as they are and i18next could come back without touching either.
 *
 * - `t('key')`, `t('ns:key')`, dotted keys (`a.b.0` reaches into arrays);
 * - `{{name}}` and `{{a.b}}` interpolation, not escaped (React escapes); a variable that was not
 *   passed stays as written, as in i18next;
 * - plurals by `count`: `key_zero` (count 0, if present), `key_<CLDR category>` from
 *   `Intl.PluralRules`, then `key_other`, then `key`;
 * - `returnObjects`, `defaultValue`, `lng`, `ns`; a `t` fixed to a language and namespace;
 * - a key missing in the language falls back to the fallback language, then to the key itself;
 * - namespaces load on demand (in the language and the fallback language), and a language
 *   change loads every namespace in use before it switches, so nothing shows untranslated.
 */

/** One namespace of one language: the parsed JSON file. */
export type Catalogue = Record<string, unknown>;

export interface TOptions {
  /** Picks the plural form (`_one`, `_other`, ...) and is interpolated as `{{count}}`. */
  count?: number;
  /** Returned (interpolated) when the key is found in no language. */
  defaultValue?: string;
  /** Returns the object or array at the key, its strings interpolated. */
  returnObjects?: boolean;
  /** A language other than the current one. */
  lng?: string;
  /** A namespace other than the `t`'s own (`ns:key` in the key does the same). */
  ns?: string;
  /** Interpolation variables. */
  [variable: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TOptions & { returnObjects?: false }): string;
  (key: string, options: TOptions & { returnObjects: true }): unknown;
}

export interface TranslatorOptions {
  /** The language at start. */
  lng: string;
  /** Where a missing key is looked up next (the site's default language). */
  fallbackLng: string;
  /** The namespace of a `t` made without one. */
  defaultNS: string;
  /** Catalogues at hand from the start (prerendering has them all). */
  resources?: Record<string, Record<string, Catalogue>>;
  /** Loads one file; undefined when the language has no such namespace. Must not be called twice for a file that loaded. */
  load?: (lng: string, ns: string) => Promise<Catalogue> | undefined;
}

export interface Translator {
  /** The current language. */
  readonly language: string;
  /** Loads the language's files of every namespace in use, then switches and tells the subscribers. */
  changeLanguage(lng: string): Promise<void>;
  /** Loads namespaces in a language (the current one by default) and the fallback language; retries files that failed. */
  loadNamespaces(ns: string | readonly string[], lng?: string): Promise<void>;
  /** True when these namespaces are loaded (or failed to load) in the language and the fallback language. */
  hasLoadedNamespace(ns: string | readonly string[], lng?: string): boolean;
  /**
   * Undefined when the namespaces can be rendered in `lng`; otherwise starts loading what is
   * missing and returns a promise, never rejected, that settles when all of it is in (or failed).
   */
  whenLoaded(ns: readonly string[], lng: string): Promise<void> | undefined;
  /** A `t` for a language (`null`: the current language at each call) and a namespace. */
  getFixedT(lng: string | null, ns?: string): TFunction;
  /** `t` in the current language and the default namespace. */
  t: TFunction;
  /** Calls `listener` after each language change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

type FileState = 'loaded' | 'failed' | Promise<void>;

const VARIABLE = /\{\{(.+?)\}\}/g;

/** The value at a dotted path (`a.b.0`), or undefined. */
function lookup(source: unknown, path: string): unknown {
  let node = source;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node ?? undefined;
}

function interpolate(text: string, vars: TOptions | undefined): string {
  return text.replace(VARIABLE, (match, inner: string) => {
    // `{{- name}}` is i18next's unescaped form; nothing is escaped here, so it is the same.
    const name = inner.replace(/^-/, '').trim();
    const value = lookup(vars, name);
    if (value !== undefined) return String(value);
    // i18next: a variable passed as undefined (or null) renders as '', one not passed stays.
    return vars && Object.hasOwn(vars, name) ? '' : match;
  });
}

function interpolateDeep(value: unknown, vars: TOptions | undefined): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, vars));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, vars)]));
  return value;
}

export function createTranslator(options: TranslatorOptions): Translator {
  const { fallbackLng, defaultNS, load } = options;
  let language = options.lng;
  /** The latest language asked for, while its files load. */
  let target: string | undefined;
  const store = new Map<string, Catalogue>();
  const files = new Map<string, FileState>();
  /** Every namespace asked for so far: a language change loads them all. */
  const inUse = new Set<string>();
  const listeners = new Set<() => void>();
  const pluralRules = new Map<string, Intl.PluralRules>();
  const fixedTs = new Map<string, TFunction>();

  const fileKey = (lng: string, ns: string) => `${lng}/${ns}`;
  const languagesOf = (lng: string) => (lng === fallbackLng ? [lng] : [lng, fallbackLng]);
  const list = (ns: string | readonly string[]) => (typeof ns === 'string' ? [ns] : ns);

  for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
    for (const [ns, catalogue] of Object.entries(namespaces)) {
      store.set(fileKey(lng, ns), catalogue);
      files.set(fileKey(lng, ns), 'loaded');
    }
  }

  /** Starts (or retries) loading one file; the pending promise, or undefined once settled. */
  function loadFile(lng: string, ns: string, retry: boolean): Promise<void> | undefined {
    const key = fileKey(lng, ns);
    const state = files.get(key);
    if (state === 'loaded' || (state === 'failed' && !retry)) return undefined;
    if (state instanceof Promise) return state;
    const loading = load?.(lng, ns);
    if (!loading) {
      // A language or namespace without a file has nothing to add.
      files.set(key, 'loaded');
      return undefined;
    }
    const pending = loading.then(
      (catalogue) => {
        store.set(key, catalogue);
        files.set(key, 'loaded');
      },
      // The keys of a file that failed to load render as keys; a later loadNamespaces() retries it.
      () => {
        files.set(key, 'failed');
      },
    );
    files.set(key, pending);
    return pending;
  }

  function pendingFiles(ns: string | readonly string[], lng: string, retry: boolean): Promise<void>[] {
    const pending: Promise<void>[] = [];
    for (const n of list(ns)) {
      inUse.add(n);
      for (const l of languagesOf(lng)) {
        const p = loadFile(l, n, retry);
        if (p) pending.push(p);
      }
    }
    return pending;
  }

  function pluralCategory(lng: string, count: number): string {
    let rules = pluralRules.get(lng);
    if (!rules) {
      rules = new Intl.PluralRules(lng);
      pluralRules.set(lng, rules);
    }
    return rules.select(count);
  }

  /** The value of a key in one language and namespace, plural forms first (i18next's order). */
  function find(lng: string, ns: string, key: string, count: number | undefined): unknown {
    const catalogue = store.get(fileKey(lng, ns));
    if (!catalogue) return undefined;
    if (count === undefined) return lookup(catalogue, key);
    return (
      (count === 0 ? lookup(catalogue, `${key}_zero`) : undefined) ??
      lookup(catalogue, `${key}_${pluralCategory(lng, count)}`) ??
      lookup(catalogue, `${key}_other`) ??
      lookup(catalogue, key)
    );
  }

  function translate(fixedLng: string | null, fixedNs: string, fullKey: string, opts: TOptions | undefined): unknown {
    let ns = opts?.ns ?? fixedNs;
    let key = fullKey;
    const colon = fullKey.indexOf(':');
    if (colon > 0) {
      ns = fullKey.slice(0, colon);
      key = fullKey.slice(colon + 1);
    }
    const lng = opts?.lng ?? fixedLng ?? language;
    const count = typeof opts?.count === 'number' ? opts.count : undefined;
    for (const l of languagesOf(lng)) {
      const value = find(l, ns, key, count);
      if (typeof value === 'string') return interpolate(value, opts);
      if (value !== undefined && opts?.returnObjects) return interpolateDeep(value, opts);
      // An object asked for as a string is a wrong key: it is treated as missing.
    }
    return opts?.defaultValue !== undefined ? interpolate(opts.defaultValue, opts) : key;
  }

  function getFixedT(lng: string | null, ns: string = defaultNS): TFunction {
    const id = `${lng ?? ''}|${ns}`;
    let t = fixedTs.get(id);
    if (!t) {
      t = ((key: string, opts?: TOptions) => translate(lng, ns, key, opts)) as TFunction;
      fixedTs.set(id, t);
    }
    return t;
  }

  const hasLoadedNamespace = (ns: string | readonly string[], lng: string = language) =>
    list(ns).every((n) =>
      languagesOf(lng).every((l) => {
        const state = files.get(fileKey(l, n));
        return state === 'loaded' || state === 'failed';
      }),
    );

  return {
    get language() {
      return language;
    },
    async changeLanguage(lng) {
      target = lng;
      // Namespaces asked for while this language's files load are loaded too before switching.
      while (target === lng && !hasLoadedNamespace([...inUse], lng)) await Promise.all(pendingFiles([...inUse], lng, false));
      if (target !== lng || language === lng) return;
      target = undefined;
      language = lng;
      for (const listener of [...listeners]) listener();
    },
    async loadNamespaces(ns, lng = language) {
      await Promise.all(pendingFiles(ns, lng, true));
    },
    hasLoadedNamespace,
    whenLoaded(ns, lng) {
      const pending = pendingFiles(ns, lng, false);
      return pending.length > 0 ? Promise.all(pending).then(() => undefined) : undefined;
    },
    getFixedT,
    t: getFixedT(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
