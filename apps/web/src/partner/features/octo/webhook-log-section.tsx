import { useInfiniteQuery } from '@tanstack/react-query';
import type { OctoWebhookDeliveryBody } from '@tenuta/contracts';
import ui from '../../../ui/ui.module.css';
import { ErrorNotice } from '../../components/error-notice.tsx';
import { instant } from '../../components/format.ts';
import { usePartnerT } from '../../i18n/index.ts';
import settings from '../settings/settings.module.css';
import { listOctoDeliveries, octoDeliveriesKey } from './octo-api.ts';
import styles from './octo.module.css';

const tone: Record<OctoWebhookDeliveryBody['status'], string> = { delivered: ui.badgeGood!, pending: ui.badgeWarn!, failed: ui.badgeBad! };

/** What the estate sent to the reseller's systems (booking_update webhooks), newest first, with each answer. */
export function WebhookLogSection() {
  const { t } = usePartnerT('partnerOcto');
  const log = useInfiniteQuery({
    queryKey: octoDeliveriesKey,
    queryFn: ({ pageParam }) => listOctoDeliveries(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.deliveries.length === last.page_size ? last.deliveries.at(-1)?.id : undefined),
  });
  const rows = log.data?.pages.flatMap((p) => p.deliveries) ?? [];
  return (
    <section className={settings.card} aria-labelledby="settings-octo-log">
      <div className={settings.cardHead}>
        <h2 id="settings-octo-log">{t('log.title')}</h2>
        <button type="button" className="btn btn-secondary btn-small" disabled={log.isFetching} onClick={() => void log.refetch()}>
          {t('log.refresh')}
        </button>
      </div>
      <p className={ui.muted}>{t('log.intro')}</p>
      <ErrorNotice error={log.error} />
      {log.data && rows.length === 0 ? <p className={ui.muted}>{t('log.none')}</p> : null}
      {rows.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.log}>
            <thead>
              <tr>
                <th scope="col">{t('log.when')}</th>
                <th scope="col">{t('log.booking')}</th>
                <th scope="col">{t('log.to')}</th>
                <th scope="col">{t('log.status')}</th>
                <th scope="col">{t('log.answer')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id}>
                  <td>{instant(d.created_at)}</td>
                  <td className={styles.code}>{d.booking_uuid}</td>
                  <td>
                    <span className={styles.code}>{d.webhook_url}</span>
                    <br />
                    <span className={ui.muted}>{t('log.key', { name: d.key_name, last4: d.key_last4 })}</span>
                  </td>
                  <td>
                    <span className={tone[d.status]}>{t(`log.statuses.${d.status}`)}</span>
                    <br />
                    <span className={ui.muted}>
                      {t('log.attempts', { count: d.attempts })}
                      {d.next_attempt_at ? ` · ${t('log.next', { when: instant(d.next_attempt_at) })}` : ''}
                    </span>
                  </td>
                  <td>{d.response_code ? `HTTP ${d.response_code}` : (d.last_error ?? '—')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {log.hasNextPage ? (
        <button type="button" className="btn btn-secondary btn-small" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          {t('log.more')}
        </button>
      ) : null}
    </section>
  );
}
