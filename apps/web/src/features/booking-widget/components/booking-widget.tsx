import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/index.ts';
import { useLocale } from '../../../components/use-locale.ts';
import { formatCalendarDate, formatEuro } from '../../../lib/format.ts';
import { useBookingWidget, type PartnerMode } from '../use-booking-widget.ts';
import { useScrollToSlots } from '../use-scroll-to-slots.ts';
import { useSlotNotes } from '../use-slot-notes.ts';
import type { WidgetExperience } from '../widget-rules.ts';
import styles from './booking-widget.module.css';
import { DatePicker } from './date-picker.tsx';
import { DiscountField } from './discount-field.tsx';
import { ExperiencePicker } from './experience-picker.tsx';
import { ParticipantOptions } from './participant-options.tsx';
import { PriceSummary } from './price-summary.tsx';
import { SlotList } from './slot-list.tsx';
import { SlotNotes } from './slot-notes.tsx';
import { WidgetNotice } from './widget-notice.tsx';

/**
 * The booking widget (docs/product.md, Booking rules): date, time slot, tour
 * language, adults and children, VIP, discount code, add to cart.
 * Loaded lazily by BookingWidgetSlot.
 */
export default function BookingWidget({ experience, partnerMode }: { experience: WidgetExperience; partnerMode?: PartnerMode }) {
  const { t } = useTranslation('booking');
  const locale = useLocale();
  const w = useBookingWidget(experience, partnerMode);
  const notes = useSlotNotes(w.slot, !partnerMode);
  const detailsRef = useScrollToSlots(w.date);
  const { availability } = w;
  const loaded = availability.isSuccess;

  const footer = w.date ? t('calendar.selected', { date: formatCalendarDate(w.date, locale) }) : availability.isFetching ? t('calendar.loading') : t('calendar.hint');

  const errorNotice = (() => {
    if (!w.error) return null;
    switch (w.error.kind) {
      case 'rate_limited':
        return (
          <WidgetNotice tone="error" title={t('errors.rateLimited.title')}>
            {t(w.error.seats ? 'errors.rateLimited.seats' : 'errors.rateLimited.text', { count: w.error.minutes })}
          </WidgetNotice>
        );
      case 'cart_init':
        return (
          <WidgetNotice tone="error" title={t('errors.cartInit.title')}>
            {t('errors.cartInit.text')}
          </WidgetNotice>
        );
      case 'in_cart':
        return (
          <WidgetNotice
            tone="error"
            title={t('errors.inCart.title')}
            action={
              partnerMode ? null : (
                <Link className="btn btn-secondary" to="/cart">
                  {t('errors.inCart.action')}
                </Link>
              )
            }
          >
            {t('errors.inCart.text')}
          </WidgetNotice>
        );
      case 'closed': {
        const m = w.error.cutoffMinutes;
        const hours = m % 60 === 0 ? t('errors.closed.hours', { count: m / 60 }) : t('errors.closed.minutes', { count: m });
        return (
          <WidgetNotice
            tone="error"
            title={t('errors.closed.title')}
            action={
              <button type="button" className="btn btn-secondary" onClick={w.reload}>
                {t('errors.closed.action')}
              </button>
            }
          >
            {m > 0 ? t('errors.closed.text', { hours }) : t('errors.closed.textShort')}
          </WidgetNotice>
        );
      }
      case 'changed':
        return (
          <WidgetNotice
            tone="error"
            title={t('errors.changed.title')}
            action={
              <button type="button" className="btn btn-secondary" onClick={w.reload}>
                {t('errors.changed.action')}
              </button>
            }
          >
            {t('errors.changed.text')}
          </WidgetNotice>
        );
      default:
        return (
          <WidgetNotice tone="error" title={t('errors.add.title')}>
            {t('errors.add.text')}
          </WidgetNotice>
        );
    }
  })();

  return (
    <div className={styles.widget} data-testid={`booking-widget-${experience}`}>
      {w.choice.offered.length > 1 ? (
        <div className={styles.choice}>
          <ExperiencePicker experience={experience} choice={w.choice} onChoose={w.chooseExperience} />
        </div>
      ) : null}
      <div className={styles.calendar}>
        <p className={styles.step} id={`${experience}-date-step`}>
          {t('steps.date')}
        </p>
        <DatePicker
          month={w.month}
          onMonthChange={w.setMonth}
          selected={w.date}
          onSelect={w.pickDate}
          enabledDates={w.dates}
          today={w.today}
          lastDate={w.horizon}
          footer={footer}
          navLabel={t(`calendar.nav.${experience}`)}
        />
      </div>

      <div className={styles.details} ref={detailsRef}>
        {availability.isError ? (
          <WidgetNotice
            tone="error"
            title={t('errors.loading.title')}
            action={
              <button type="button" className="btn btn-secondary" onClick={() => void availability.refetch()}>
                {t('errors.loading.retry')}
              </button>
            }
          >
            {t('errors.loading.text', { reason: availability.error instanceof Error ? availability.error.message : t('errors.generic') })}
          </WidgetNotice>
        ) : !w.date ? (
          loaded && !w.monthHasSlots ? (
            <WidgetNotice tone="info" title={t('errors.none.title')}>
              {t('errors.none.text')}
            </WidgetNotice>
          ) : (
            <div className={styles.prompt}>
              <p className={styles.promptTitle}>{t('prompt.title')}</p>
              <p className={styles.promptText}>{t(`prompt.${experience}`, { price: formatEuro(w.prices.perAdult, locale) })}</p>
            </div>
          )
        ) : (
          <>
            {w.options.length > 0 ? (
              <SlotList experience={experience} legend={t('steps.time')} options={w.options} selectedId={w.slotId} onSelect={w.pickSlot} />
            ) : (
              <WidgetNotice tone="info" title={t('errors.none.dayTitle')}>
                {t('errors.none.dayText')}
              </WidgetNotice>
            )}
            {w.slot ? <ParticipantOptions w={w} /> : null}
            {w.slot ? <SlotNotes notes={notes} /> : null}
          </>
        )}

        {partnerMode ? null : (
          <DiscountField experience={experience} value={w.discount.input} state={w.discount.state} onChange={w.discount.change} onValidate={w.discount.validate} />
        )}
        <PriceSummary
          experience={experience}
          prices={w.prices}
          adults={w.adults}
          childCount={w.children}
          quote={w.quote}
          couponCode={w.discount.state.status === 'valid' ? w.discount.state.code : null}
          note={partnerMode?.priceNote}
        />
        {errorNotice}
        <button type="button" className={`btn btn-primary ${styles.add}`} onClick={() => void w.addToCart()} disabled={!w.slot || w.adding}>
          {w.adding ? (partnerMode?.busyLabel ?? t('add.adding')) : w.slot ? (partnerMode?.selectLabel ?? t('add.button')) : t('add.pickFirst')}
        </button>
      </div>
    </div>
  );
}
