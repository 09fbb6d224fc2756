import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { useFaq } from '../api/get-faq.ts';
import { ALL_CATEGORIES, filterFaqs } from '../filter-faqs.ts';
import { FaqItem } from './faq-item.tsx';
import styles from './faq-browser.module.css';

/** Search, category filter, accordion and a no-results message (docs/product.md, Public routes: /faq). */
export function FaqBrowser() {
  const { t } = useTranslation('faq');
  const locale = useLocale();
  const searchId = useId();
  const { data, isPending, isError, refetch } = useFaq();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const deferredQuery = useDeferredValue(query);

  const results = useMemo(() => (data ? filterFaqs(data.faqs, { query: deferredQuery, category, language: locale }) : []), [data, deferredQuery, category, locale]);

  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const reset = () => {
    setQuery('');
    setCategory(ALL_CATEGORIES);
  };

  const categories = data?.categories ?? [];
  const categoryName = (id: string) => pickLocalized(categories.find((c) => c.id === id)?.name, locale);

  return (
    <div className={`container ${styles.browser}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for part of the browsers the site supports (older Safari, Samsung Internet); role="search" gives the same landmark everywhere */}
      <div role="search" className={styles.controls}>
        <div className={styles.searchField}>
          <label htmlFor={searchId} className={styles.label}>
            {t('search.label')}
          </label>
          <div className={styles.inputWrap}>
            <svg className={styles.searchIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <input
              id={searchId}
              className={styles.input}
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
            />
          </div>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border, padding and min-content width into this wrapping row of chips; role="group" names the same grouping */}
        <div className={styles.categories} role="group" aria-label={t('categories.label')}>
          {[ALL_CATEGORIES, ...categories.map((c) => c.id)].map((id) => (
            <button key={id} type="button" className={styles.chip} aria-pressed={category === id} onClick={() => setCategory(id)}>
              {id === ALL_CATEGORIES ? t('categories.all') : categoryName(id)}
            </button>
          ))}
        </div>
      </div>

      <p className={styles.status} role="status">
        {isPending ? t('status.loading') : isError ? '' : t('status.count', { count: results.length })}
      </p>

      {isError ? (
        <div className={styles.message}>
          <p>{t('error.text')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void refetch()}>
            {t('error.retry')}
          </button>
        </div>
      ) : isPending ? (
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className={`${styles.item} ${styles.skeleton}`} />
          ))}
        </ul>
      ) : results.length === 0 ? (
        <div className={styles.message}>
          <h2 className={styles.messageTitle}>{t('empty.title')}</h2>
          <p>{t('empty.text', { query: deferredQuery.trim() })}</p>
          <div className={styles.messageActions}>
            <button type="button" className="btn btn-secondary" onClick={reset}>
              {t('empty.reset')}
            </button>
            <Link className="btn btn-primary" to="/contatti">
              {t('empty.contact')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className={styles.list}>
          {results.map((faq) => (
            <FaqItem
              key={faq.id}
              id={faq.id}
              question={pickLocalized(faq.question, locale)}
              answerHtml={pickLocalized(faq.answer, locale)}
              open={openIds.has(faq.id)}
              onToggle={() => toggle(faq.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
