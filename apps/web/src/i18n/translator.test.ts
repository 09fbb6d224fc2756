import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type Catalogue } from './translator.ts';

const it_common = {
  nav: { home: 'Home', cart: 'Carrello' },
  greeting: 'Ciao {{name}}',
  onlyItalian: 'Solo in italiano',
  adults_one: '{{count}} adulto',
  adults_other: '{{count}} adulti',
  total: 'Totale: {{price.amount}} {{price.currency}}',
  html: '<b>{{value}}</b>',
  facts: ['Tre ore', 'Fino a {{max}} persone'],
  sections: [{ id: 'a', title: 'Sezione {{n}}' }],
};
const en_common = {
  nav: { home: 'Home', cart: 'Cart' },
  greeting: 'Hello {{name}}',
  adults_one: '{{count}} adult',
  adults_other: '{{count}} adults',
  empty: '',
  items_zero: 'No items',
  items_one: 'One item',
  items_other: '{{count}} items',
  facts: ['Three hours', 'Up to {{max}} people'],
};

function bundled() {
  return createTranslator({
    lng: 'it',
    fallbackLng: 'it',
    defaultNS: 'common',
    resources: {
      it: { common: it_common, booking: { title: 'Prenota' } },
      en: { common: en_common, booking: { title: 'Book' } },
    },
  });
}

/** A translator whose files arrive when the test says so. */
function lazy(files: Record<string, Catalogue>) {
  const requests: string[] = [];
  const gates = new Map<string, { resolve: () => void; reject: () => void }>();
  const i18n = createTranslator({
    lng: 'it',
    fallbackLng: 'it',
    defaultNS: 'common',
    load: (lng, ns) => {
      const file = `${lng}/${ns}`;
      if (!(file in files)) return undefined;
      requests.push(file);
      return new Promise<Catalogue>((resolve, reject) => {
        gates.set(file, { resolve: () => resolve(files[file]!), reject: () => reject(new Error(`${file} failed`)) });
      });
    },
  });
  const settle = async (file: string, ok = true) => {
    const gate = gates.get(file);
    if (!gate) throw new Error(`${file} was not requested`);
    gates.delete(file);
    if (ok) gate.resolve();
    else gate.reject();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { i18n, requests, settle };
}

describe('translator: lookups', () => {
  it('finds dotted keys in the default namespace, another namespace by prefix or option', () => {
    const { t, getFixedT } = bundled();
    expect(t('nav.cart')).toBe('Carrello');
    expect(t('booking:title')).toBe('Prenota');
    expect(t('title', { ns: 'booking' })).toBe('Prenota');
    expect(getFixedT(null, 'booking')('title')).toBe('Prenota');
    expect(getFixedT(null, 'booking')('common:nav.home')).toBe('Home');
  });

  it('interpolates variables and paths, without escaping; leaves a variable not passed as it is', () => {
    const { t } = bundled();
    expect(t('greeting', { name: 'Anna' })).toBe('Ciao Anna');
    expect(t('total', { price: { amount: '85,00', currency: 'EUR' } })).toBe('Totale: 85,00 EUR');
    expect(t('html', { value: '<i>x</i> & "y"' })).toBe('<b><i>x</i> & "y"</b>');
    expect(t('greeting')).toBe('Ciao {{name}}');
    expect(t('greeting', { name: undefined })).toBe('Ciao ');
    // A value that looks like a variable is not interpolated again.
    expect(t('greeting', { name: '{{name}}' })).toBe('Ciao {{name}}');
  });

  it('picks plural forms with the CLDR categories of each language', () => {
    const i18n = bundled();
    expect(i18n.t('adults', { count: 1 })).toBe('1 adulto');
    expect(i18n.t('adults', { count: 0 })).toBe('0 adulti');
    expect(i18n.t('adults', { count: 2 })).toBe('2 adulti');
    const en = i18n.getFixedT('en');
    expect(en('adults', { count: 1 })).toBe('1 adult');
    expect(en('adults', { count: 3 })).toBe('3 adults');
    // `_zero` wins for 0 when the catalogue has it.
    expect(en('items', { count: 0 })).toBe('No items');
    expect(en('items', { count: 1 })).toBe('One item');
    expect(en('items', { count: 7 })).toBe('7 items');
    // A category the catalogue lacks (Italian "many" for a million) falls back to `_other`.
    expect(i18n.t('adults', { count: 1_000_000 })).toBe('1000000 adulti');
  });

  it('falls back to Italian, then to the key (without its namespace)', () => {
    const en = bundled().getFixedT('en');
    expect(en('onlyItalian')).toBe('Solo in italiano');
    expect(en('nav.nowhere')).toBe('nav.nowhere');
    expect(en('booking:nowhere')).toBe('nowhere');
    expect(en('nowhere:nav.home')).toBe('nav.home');
    // An empty string is a translation, as in i18next.
    expect(en('empty')).toBe('');
  });

  it('returns defaultValue, interpolated, when no language has the key', () => {
    const { t } = bundled();
    expect(t('status.UNKNOWN', { defaultValue: 'UNKNOWN' })).toBe('UNKNOWN');
    expect(t('missing', { defaultValue: 'Ciao {{name}}', name: 'Bo' })).toBe('Ciao Bo');
    expect(t('greeting', { defaultValue: 'unused', name: 'Bo' })).toBe('Ciao Bo');
  });

  it('returns objects and arrays only when asked, their strings interpolated', () => {
    const { t, getFixedT } = bundled();
    expect(t('facts', { returnObjects: true, max: 8 })).toEqual(['Tre ore', 'Fino a 8 persone']);
    expect(getFixedT('en')('facts', { returnObjects: true, max: 8 })).toEqual(['Three hours', 'Up to 8 people']);
    expect(t('sections', { returnObjects: true, n: 1 })).toEqual([{ id: 'a', title: 'Sezione 1' }]);
    expect(t('greeting', { returnObjects: true, name: 'Anna' })).toBe('Ciao Anna');
    // Asked for a string, an object is a wrong key.
    expect(t('nav')).toBe('nav');
    expect(t('facts.1', { max: 4 })).toBe('Fino a 4 persone');
  });

  it('translates in another language with `lng` or a fixed t; a null language follows changes', async () => {
    const i18n = bundled();
    expect(i18n.t('nav.cart', { lng: 'en' })).toBe('Cart');
    const fixedEn = i18n.getFixedT('en', 'common');
    const current = i18n.getFixedT(null, 'common');
    expect(current('nav.cart')).toBe('Carrello');
    await i18n.changeLanguage('en');
    expect(current('nav.cart')).toBe('Cart');
    expect(fixedEn('nav.cart')).toBe('Cart');
    expect(i18n.getFixedT('it')('nav.cart')).toBe('Carrello');
    // The same language and namespace give the same function (stable for React dependencies).
    expect(i18n.getFixedT('en', 'common')).toBe(fixedEn);
  });
});

describe('translator: loading namespaces', () => {
  const files = {
    'it/common': { hello: 'Ciao' },
    'en/common': { hello: 'Hello' },
    'it/cart': { title: 'Carrello', onlyIt: 'Solo IT' },
    'en/cart': { title: 'Cart' },
    'it/checkout': { title: 'Cassa' },
    'en/checkout': { title: 'Checkout' },
  };

  it('loads a namespace in the current language only when Italian; waits for both in English', async () => {
    const { i18n, requests, settle } = lazy(files);
    const loaded = i18n.loadNamespaces(['common']);
    expect(requests).toEqual(['it/common']);
    expect(i18n.hasLoadedNamespace('common')).toBe(false);
    expect(i18n.t('hello')).toBe('hello');
    await settle('it/common');
    await loaded;
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.t('hello')).toBe('Ciao');

    const both = i18n.loadNamespaces('cart', 'en');
    expect(requests).toEqual(['it/common', 'en/cart', 'it/cart']);
    await settle('en/cart');
    expect(i18n.hasLoadedNamespace('cart', 'en')).toBe(false);
    await settle('it/cart');
    await both;
    expect(i18n.hasLoadedNamespace('cart', 'en')).toBe(true);
  });

  it('gives a component a promise until every missing file is in, then nothing', async () => {
    const { i18n, requests, settle } = lazy(files);
    const wait = i18n.whenLoaded(['cart', 'checkout'], 'it');
    expect(wait).toBeInstanceOf(Promise);
    expect(requests).toEqual(['it/cart', 'it/checkout']);
    let done = false;
    void wait!.then(() => (done = true));
    await settle('it/cart');
    expect(done).toBe(false);
    expect(i18n.whenLoaded(['cart', 'checkout'], 'it')).toBeInstanceOf(Promise);
    await settle('it/checkout');
    expect(done).toBe(true);
    expect(i18n.whenLoaded(['cart', 'checkout'], 'it')).toBeUndefined();
    // Nothing is requested twice; a namespace with no file counts as loaded and empty.
    expect(requests).toEqual(['it/cart', 'it/checkout']);
    expect(i18n.whenLoaded(['nothing'], 'it')).toBeUndefined();
  });

  it('renders keys for a file that failed, without waiting again; loadNamespaces tries it again', async () => {
    const { i18n, requests, settle } = lazy(files);
    const wait = i18n.whenLoaded(['checkout'], 'it');
    await settle('it/checkout', false);
    await expect(wait).resolves.toBeUndefined();
    expect(i18n.whenLoaded(['checkout'], 'it')).toBeUndefined();
    expect(i18n.t('checkout:title')).toBe('title');
    const again = i18n.loadNamespaces('checkout');
    expect(requests).toEqual(['it/checkout', 'it/checkout']);
    await settle('it/checkout');
    await again;
    expect(i18n.t('checkout:title')).toBe('Cassa');
  });

  it('switches language only once every namespace in use is loaded in it, then tells subscribers', async () => {
    const { i18n, requests, settle } = lazy(files);
    const ready = i18n.loadNamespaces(['common', 'cart']);
    await settle('it/common');
    await settle('it/cart');
    await ready;
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);

    const switching = i18n.changeLanguage('en');
    expect(requests.slice(2)).toEqual(['en/common', 'en/cart']);
    await settle('en/common');
    // A page asks for another namespace meanwhile: it is loaded in English before the switch.
    const navigation = i18n.loadNamespaces('checkout');
    await settle('it/checkout');
    await navigation;
    await settle('en/cart');
    expect(i18n.language).toBe('it');
    expect(listener).not.toHaveBeenCalled();
    expect(requests.at(-1)).toBe('en/checkout');
    await settle('en/checkout');
    await switching;
    expect(i18n.language).toBe('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t('cart:title')).toBe('Cart');
    expect(i18n.t('checkout:title')).toBe('Checkout');
    // Missing in English, found in Italian.
    expect(i18n.t('cart:onlyIt')).toBe('Solo IT');

    unsubscribe();
    await i18n.changeLanguage('it');
    expect(i18n.language).toBe('it');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the last of two quick language changes', async () => {
    const { i18n, settle } = lazy(files);
    const ready = i18n.loadNamespaces('common');
    await settle('it/common');
    await ready;
    const toEnglish = i18n.changeLanguage('en');
    const backToItalian = i18n.changeLanguage('it');
    await backToItalian;
    await settle('en/common');
    await toEnglish;
    expect(i18n.language).toBe('it');
  });
});
