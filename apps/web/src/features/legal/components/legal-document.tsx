import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import styles from './legal-document.module.css';

export interface LegalSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  after?: string[];
}

/** Both legal pages were last updated on 22 September 2024. */
export const LAST_UPDATED = '2024-09-22';

/**
 * A long legal text from the `legal` namespace (`<doc>.sections`), with a
 * table of contents. `inserts` places components after a section's text.
 */
export function LegalDocument({ doc, inserts = {} }: { doc: 'terms' | 'privacy'; inserts?: Record<string, ReactNode> }) {
  const { t } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as unknown as LegalSection[];
  const list = Array.isArray(sections) ? sections : [];
  return (
    <>
      <PageHeader eyebrow={t(`${doc}.eyebrow`)} title={t(`${doc}.title`)} lead={t(`${doc}.lead`)}>
        <p className={styles.updated}>
          {t('lastUpdated')} <time dateTime={LAST_UPDATED}>{t('lastUpdatedDate')}</time>
        </p>
      </PageHeader>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby={`${doc}-toc-title`}>
          <h2 id={`${doc}-toc-title`} className={styles.tocTitle}>
            {t('contents')}
          </h2>
          <ol>
            {list.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.body}>
          {list.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                <span className={styles.number} aria-hidden="true">
                  {i + 1}.
                </span>{' '}
                {section.title}
              </h2>
              {section.paragraphs?.map((p, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static catalogue text, never reordered; its position is its identity
                <p key={j}>{p}</p>
              ))}
              {section.items ? (
                <ul className={styles.items}>
                  {section.items.map((item, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static catalogue text, never reordered; its position is its identity
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {inserts[section.id]}
              {section.after?.map((p, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static catalogue text, never reordered; its position is its identity
                <p key={j}>{p}</p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
