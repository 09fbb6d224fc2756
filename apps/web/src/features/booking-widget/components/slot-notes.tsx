import { useId } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { formatRomeDate, formatRomeTime } from '../../../lib/format.ts';
import type { SlotNotes as Notes } from '../use-slot-notes.ts';
import styles from './slot-notes.module.css';
import { WidgetNotice } from './widget-notice.tsx';

/** "Thu 3 Dec, 14:00" in Rome. */
const when = (iso: string, locale: 'it' | 'en') => `${formatRomeDate(iso, locale, 'short')}, ${formatRomeTime(iso, locale)}`;

/** Before adding: a warning when the chosen time overlaps the cart, and the cancellation terms of its date. */
export function SlotNotes({ notes }: { notes: Notes }) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const titleId = useId();
  const { overlaps, terms } = notes;
  return (
    <>
      {overlaps.length > 0 ? (
        <div data-testid="widget-overlap">
          <WidgetNotice tone="warning" title={t('notes.overlap.title')}>
            <p>{t('notes.overlap.text', { count: overlaps.length })}</p>
            <ul className={styles.overlapList}>
              {overlaps.map((item) => (
                <li key={item.item_id}>
                  {t('notes.overlap.item', { name: pickLocalized(item.name, locale), when: when(item.slot_datetime, locale), minutes: item.duration_minutes })}
                </li>
              ))}
            </ul>
            <p className={styles.hint}>{t('notes.overlap.hint')}</p>
          </WidgetNotice>
        </div>
      ) : null}
      {terms ? (
        <section className={styles.terms} aria-labelledby={titleId} data-testid="widget-terms">
          <p className={styles.termsTitle} id={titleId}>
            {t('notes.terms.title')}
          </p>
          <ul className={styles.steps}>
            {terms.steps.map((step, i) => (
              <li key={step.until}>
                <span>
                  {i < terms.steps.length - 1 ? t('notes.terms.until', { when: when(step.until, locale) }) : i === 0 ? t('notes.terms.anyTime') : t('notes.terms.untilStart')}
                </span>
                <span>{step.percent === 100 ? t('notes.terms.full') : t('notes.terms.percent', { percent: step.percent })}</span>
              </li>
            ))}
          </ul>
          <p className={styles.change} data-free={terms.freeDateChangeUntil ? 'true' : 'false'}>
            {terms.freeDateChangeUntil
              ? t('notes.terms.changeFree', { when: when(terms.freeDateChangeUntil, locale) })
              : t('notes.terms.changeNotFree', { count: terms.freeDateChangeDays })}
          </p>
        </section>
      ) : null}
    </>
  );
}
