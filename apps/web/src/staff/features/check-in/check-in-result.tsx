import type { StaffArrival } from '@tenuta/contracts';
import { formatDateTime, formatMoney, formatTime } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import type { CheckInOutcome } from './api.ts';
import { CheckInActions } from './check-in-actions.tsx';
import { checkedInText, peopleText } from './check-in-format.ts';
import styles from './check-in.module.css';
import { ChannelMention } from '../bookings/channel-mention.tsx';

function Guest({ booking }: { booking: StaffArrival }) {
  const { t, i18n } = useStaffT('staffCheckIn');
  const lang = i18n.language === 'en' ? 'en' : 'it';
  return (
    <div className={styles.guest}>
      <p className={styles.guestName}>{booking.customer_name ?? t('result.noName')}</p>
      <dl className={styles.guestFacts}>
        <div>
          <dt>{t('result.booking')}</dt>
          <dd className={styles.mono}>{booking.booking_number}</dd>
        </div>
        <div>
          <dt>{t('result.slot')}</dt>
          <dd>
            {booking.experience_title[lang]} · {formatDateTime(booking.starts_at)}
          </dd>
        </div>
        {booking.channel.partner ? (
          <div>
            <dt>{t('result.soldBy')}</dt>
            <dd>
              <ChannelMention channel={booking.channel} payer className="" />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('result.people')}</dt>
          <dd>
            <strong>{booking.people_count}</strong> ({peopleText(t, booking.adults, booking.children)})
          </dd>
        </div>
        <div>
          <dt>{t('result.language')}</dt>
          <dd>
            {booking.language}
            {booking.vip ? (
              <>
                {' '}
                <span className={ui.badgeWine}>VIP</span>
              </>
            ) : null}
          </dd>
        </div>
        {booking.notes ? (
          <div>
            <dt>{t('result.notes')}</dt>
            <dd className={styles.notes}>{booking.notes}</dd>
          </div>
        ) : null}
      </dl>
      <p className={booking.due_on_site_cents > 0 ? styles.dueBig : styles.dueNone}>
        {booking.due_on_site_cents > 0 ? t('result.due', { amount: formatMoney(booking.due_on_site_cents) }) : t('result.nothingDue')}
      </p>
    </div>
  );
}

/**
 * The answer to a check-in, big enough to read at arm's length: done, already done (by whom, when),
 * or why not; with what the desk can do from there (collect, undo: CheckInActions, which reports the
 * booking as it is afterwards through `onChange`).
 */
export function CheckInResult({
  outcome,
  onNext,
  nextLabel,
  onChange,
}: {
  outcome: CheckInOutcome;
  onNext: () => void;
  nextLabel: string;
  onChange?: (o: CheckInOutcome) => void;
}) {
  const { t } = useStaffT('staffCheckIn');
  const booking = outcome.kind === 'not_found' ? null : outcome.booking;
  let tone: 'good' | 'warn' | 'bad';
  let title: string;
  let line: string;
  switch (outcome.kind) {
    case 'checked_in':
      tone = 'good';
      title = t('result.checkedIn');
      line = outcome.booking.check_in ? t('result.checkedInAt', { time: formatTime(outcome.booking.check_in.at) }) : '';
      break;
    case 'already_checked_in':
      tone = 'warn';
      title = t('result.already');
      line = checkedInText(t, outcome);
      break;
    case 'not_checkable':
      tone = 'bad';
      title = t('result.notCheckable');
      line = t('result.notCheckableLine', { status: t(`status.${outcome.status}`, { defaultValue: outcome.status }) });
      break;
    case 'undone':
      tone = 'warn';
      title = t('result.undone');
      line = t('result.undoneLine');
      break;
    case 'outside_window':
      tone = 'bad';
      title = t('result.notToday');
      line = outcome.booking ? t('result.notTodayLine', { when: formatDateTime(outcome.booking.starts_at) }) : '';
      break;
    default:
      tone = 'bad';
      title = t('result.notFound');
      line = t('result.notFoundLine');
  }
  return (
    <div className={styles.result} data-tone={tone}>
      <div className={styles.resultBanner}>
        <p className={styles.resultTitle}>
          <span aria-hidden="true">{tone === 'good' ? '✓ ' : tone === 'warn' ? '! ' : '✕ '}</span>
          {title}
        </p>
        {line ? <p className={styles.resultLine}>{line}</p> : null}
      </div>
      {booking ? <Guest booking={booking} /> : null}
      {booking && onChange ? <CheckInActions key={booking.id} outcome={outcome} onChange={onChange} /> : null}
      <button type="button" className={`${ui.button} ${styles.big}`} onClick={onNext}>
        {nextLabel}
      </button>
    </div>
  );
}
