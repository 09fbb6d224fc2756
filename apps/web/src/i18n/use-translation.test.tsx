import { Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { createTranslator, type Catalogue } from './translator.ts';
import { createUseTranslation } from './use-translation.ts';

const catalogues: Record<string, Catalogue> = {
  'it/common': { title: 'Benvenuti' },
  'it/cart': { items_one: '{{count}} articolo', items_other: '{{count}} articoli' },
};

async function html(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += String(chunk);
  return out;
}

describe('useTranslation', () => {
  it('renders with the default namespace, or the first one named', () => {
    const i18n = createTranslator({ lng: 'it', fallbackLng: 'it', defaultNS: 'common', resources: { it: { common: catalogues['it/common']!, cart: catalogues['it/cart']! } } });
    const useTranslation = createUseTranslation(i18n, 'common');
    // biome-ignore lint/correctness/noComponentHookFactories: each test builds its own translator, and the component that uses it, once
    function Page() {
      const { t } = useTranslation();
      const cart = useTranslation(['cart', 'common']);
      return (
        <p>
          {t('title')} / {cart.t('items', { count: 2 })} / {cart.t('common:title')} / {cart.i18n.language}
        </p>
      );
    }
    expect(renderToString(<Page />)).toBe('<p>Benvenuti<!-- --> / <!-- -->2 articoli<!-- --> / <!-- -->Benvenuti<!-- --> / <!-- -->it</p>');
  });

  it('suspends while its namespace loads, then renders it, with hooks after it', async () => {
    let deliver: (() => void) | undefined;
    const i18n = createTranslator({
      lng: 'it',
      fallbackLng: 'it',
      defaultNS: 'common',
      load: (lng, ns) =>
        new Promise<Catalogue>((resolve) => {
          deliver = () => resolve(catalogues[`${lng}/${ns}`] ?? {});
        }),
    });
    const useTranslation = createUseTranslation(i18n, 'common');
    // biome-ignore lint/correctness/noComponentHookFactories: each test builds its own translator, and the component that uses it, once
    function Cart() {
      const { t } = useTranslation('cart');
      const [count] = useState(1);
      return <p>{t('items', { count })}</p>;
    }
    const rendering = prerenderToNodeStream(
      <Suspense fallback={<p>loading</p>}>
        <Cart />
      </Suspense>,
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(deliver).toBeDefined();
    expect(i18n.hasLoadedNamespace('cart')).toBe(false);
    deliver!();
    const { prelude } = await rendering;
    const out = await html(prelude);
    expect(out).toContain('1 articolo');
    expect(out).not.toContain('loading');
  });

  it('hands React the same promise until the namespace is in, and a settled one after', async () => {
    const used: unknown[] = [];
    const i18n = createTranslator({ lng: 'it', fallbackLng: 'it', defaultNS: 'common', load: () => Promise.resolve({ hello: 'Ciao' }) });
    const spy = {
      ...i18n,
      whenLoaded: (ns: readonly string[], lng: string) => {
        const p = i18n.whenLoaded(ns, lng);
        used.push(p);
        return p;
      },
    };
    const useTranslation = createUseTranslation(spy, 'common');
    // biome-ignore lint/correctness/noComponentHookFactories: each test builds its own translator, and the component that uses it, once
    function Hello() {
      return <p>{useTranslation().t('hello')}</p>;
    }
    const first = prerenderToNodeStream(
      <Suspense fallback={null}>
        <Hello />
      </Suspense>,
    );
    const out = await html((await first).prelude);
    expect(out).toContain('Ciao');
    // The translator was asked once: the rendering after the suspension reused the promise.
    expect(used).toHaveLength(1);
    expect(used[0]).toBeInstanceOf(Promise);
  });
});
