import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import GiftBalancePage from '../../../routes/public/gift-balance.tsx';
import GiftThanksPage from '../../../routes/public/gift-thanks.tsx';
import { estate } from '../../location/estate.ts';
import { GiftFormSection } from './gift-form-section.tsx';
import { GiftHero } from './gift-hero.tsx';
import { GiftSteps } from './gift-steps.tsx';

type IntlKind = 'NumberFormat' | 'DateTimeFormat' | 'PluralRules';
const kinds: IntlKind[] = ['NumberFormat', 'DateTimeFormat', 'PluralRules'];
const originals = new Map(kinds.map((k) => [k, Intl[k]]));

/** Counts the Intl objects built while `render` runs. */
function intlBuiltDuring(render: () => string): { html: string; built: string[] } {
  const built: string[] = [];
  for (const k of kinds) {
    (Intl as Record<IntlKind, unknown>)[k] = new Proxy(originals.get(k)!, {
      construct(target, args) {
        built.push(k);
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        built.push(k);
        return Reflect.apply(target, self, args);
      },
    });
  }
  try {
    return { html: render(), built };
  } finally {
    for (const k of kinds) (Intl as Record<IntlKind, unknown>)[k] = originals.get(k);
  }
}

/** /regala as its page (src/astro/pages/[...lang]/regala.astro) puts it together. */
const GiftVouchersPage = () => (
  <>
    <GiftHero />
    <GiftFormSection contactEmail={estate.email} />
    <GiftSteps />
  </>
);

const at = (path: string, page: ReactNode) => () => renderToString(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

afterEach(() => {
  for (const k of kinds) (Intl as Record<IntlKind, unknown>)[k] = originals.get(k);
});

describe('the voucher pages as prerendered', () => {
  it('show the shop with its choices, and build no Intl object (the first one is a long task while a phone hydrates)', () => {
    const { html, built } = intlBuiltDuring(at('/regala', <GiftVouchersPage />));
    expect(built).toEqual([]);
    expect(html).toContain('<h1');
    expect(html).toContain('Regala le Langhe');
    // The amount buttons, named without Intl, and the summary waiting for a choice.
    expect(html).toMatch(/name="gift-amount" value="5000"/);
    expect(html).toContain('50 €');
    expect(html).toContain('Scegli un importo o un&#x27;esperienza.');
    // The form posts nothing to an address before the page is live.
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('show the balance check and the return page, also without Intl', () => {
    const balance = intlBuiltDuring(at('/regala/saldo', <GiftBalancePage />));
    expect(balance.built).toEqual([]);
    expect(balance.html).toContain('Controlla il tuo buono');
    expect(balance.html).toMatch(/<form[^>]*method="post"/);
    const thanks = intlBuiltDuring(at('/regala/grazie', <GiftThanksPage />));
    expect(thanks.built).toEqual([]);
    expect(thanks.html).toContain('<h1');
  });
});
