import { useState } from 'react';
import type { StaffReviewView } from '@tenuta/contracts';
import { useUrlState } from '../../ui/url-state.ts';
import { DataTable, type ColumnDef } from '../../ui/data-table.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { formatDate, formatDateTime } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { StatusTabs } from '../../ui/status-tabs.tsx';
import ui from '../../ui/ui.module.css';
import { useReviewDecisions, useReviews, type ReviewStatus } from '../features/reviews/api.ts';
import { ReplyDialog, ReplyText, UnpublishDialog } from '../features/reviews/published-dialogs.tsx';
import { RejectDialog } from '../features/reviews/reject-dialog.tsx';
import { ReviewText, Stars } from '../features/reviews/review-text.tsx';
import styles from '../features/reviews/reviews.module.css';
import { useStaffT } from '../i18n/index.ts';

const statuses: ReviewStatus[] = ['pending', 'approved', 'rejected', 'unpublished'];
const EMAIL_LINK = 'staff:email-link';

/** The moderation queue (oldest first) and the decisions taken; approve or reject where the review is. */
export function Component() {
  const { t, i18n } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  const [f] = useUrlState(['status'] as const);
  const status: ReviewStatus = statuses.includes(f.status as ReviewStatus) ? (f.status as ReviewStatus) : 'pending';
  const reviews = useReviews(status);
  const { approve } = useReviewDecisions();
  const [rejecting, setRejecting] = useState<StaffReviewView | null>(null);
  const [unpublishing, setUnpublishing] = useState<StaffReviewView | null>(null);
  const [replying, setReplying] = useState<StaffReviewView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const lang = i18n.language === 'en' ? 'en' : 'it';

  const columns: ColumnDef<StaffReviewView, unknown>[] = [
    {
      accessorKey: 'created_at',
      header: t('reviews.review'),
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className={styles.cell}>
            <p className={styles.head}>
              <Stars rating={r.rating} />
              <span>
                {r.experience_title[lang]} · {t('reviews.receivedOn', { day: formatDate(r.created_at) })}
              </span>
            </p>
            <ReviewText review={r} />
            <ReplyText review={r} />
          </div>
        );
      },
    },
    status === 'pending'
      ? {
          id: 'actions',
          header: () => <span className={styles.srOnly}>{ts('common.actions')}</span>,
          enableSorting: false,
          cell: (c) => {
            const r = c.row.original;
            return (
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${ui.primary} ${ui.small}`}
                  aria-label={t('reviews.approveOf', { name: r.author_name })}
                  disabled={approve.isPending}
                  onClick={() => approve.mutate(r.id, { onSuccess: () => setDone(t('reviews.approved', { name: r.author_name })) })}
                >
                  {t('reviews.approve')}
                </button>
                <button type="button" className={`${ui.danger} ${ui.small}`} aria-label={t('reviews.rejectOf', { name: r.author_name })} onClick={() => setRejecting(r)}>
                  {t('reviews.reject')}
                </button>
              </div>
            );
          },
        }
      : {
          id: 'decision',
          header: t('reviews.decision'),
          accessorFn: (r) => r.unpublished_at ?? r.moderated_at ?? '',
          cell: (c) => {
            const r = c.row.original;
            const who = r.moderated_by === EMAIL_LINK ? t('reviews.emailLink') : (r.moderated_by ?? '—');
            return (
              <div className={styles.decision}>
                <span>{t('reviews.moderatedBy', { who, when: r.moderated_at ? formatDateTime(r.moderated_at) : '—' })}</span>
                {r.rejection_reason ? <span>{t('reviews.reason', { reason: r.rejection_reason })}</span> : null}
                {r.unpublished_at ? <span>{t('reviews.unpublishedBy', { who: r.unpublished_by ?? '—', when: formatDateTime(r.unpublished_at) })}</span> : null}
                {r.unpublish_reason ? <span>{t('reviews.reason', { reason: r.unpublish_reason })}</span> : null}
              </div>
            );
          },
        },
  ];
  // A published review can be answered publicly, or taken off the site.
  if (status === 'approved') {
    columns.push({
      id: 'published-actions',
      header: () => <span className={styles.srOnly}>{ts('common.actions')}</span>,
      enableSorting: false,
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className={styles.actions}>
            <button
              type="button"
              className={`${ui.button} ${ui.small}`}
              aria-label={t(r.reply ? 'reviews.replyEditOf' : 'reviews.replyOf', { name: r.author_name })}
              onClick={() => setReplying(r)}
            >
              {r.reply ? t('reviews.replyEdit') : t('reviews.reply')}
            </button>
            <button type="button" className={`${ui.danger} ${ui.small}`} aria-label={t('reviews.unpublishOf', { name: r.author_name })} onClick={() => setUnpublishing(r)}>
              {t('reviews.unpublish')}
            </button>
          </div>
        );
      },
    });
  }

  return (
    <>
      <PageHeader title={t('reviews.title')} description={t('reviews.description')} />
      <StatusTabs
        label={t('reviews.tabs')}
        current={status}
        onSelect={() => setDone(null)}
        tabs={statuses.map((s) => ({
          key: s,
          label: t(`reviews.statuses.${s}`),
          to: { search: s === 'pending' ? '' : `?status=${s}` },
          count: s === 'pending' ? reviews.data?.pending_count : null,
        }))}
      />
      <div className={styles.list}>
        {done ? (
          <p className={ui.alertSuccess} role="status">
            {done}
          </p>
        ) : null}
        <ErrorMessage error={reviews.error ?? approve.error} />
        {reviews.data ? (
          <DataTable
            caption={t(`reviews.statuses.${status}`)}
            columns={columns}
            data={reviews.data.reviews}
            rowKey={(r) => r.id}
            empty={t(`reviews.empty.${status}`)}
            pageSize={25}
          />
        ) : reviews.isPending ? (
          <p className={ui.muted}>{ts('common.loading')}</p>
        ) : null}
      </div>
      {unpublishing ? (
        <UnpublishDialog
          review={unpublishing}
          onClose={() => setUnpublishing(null)}
          onDone={() => {
            setDone(t('reviews.unpublished', { name: unpublishing.author_name }));
            setUnpublishing(null);
          }}
        />
      ) : null}
      {replying ? (
        <ReplyDialog
          review={replying}
          onClose={() => setReplying(null)}
          onDone={(removed) => {
            setDone(t(removed ? 'reviews.replyRemoved' : 'reviews.replied', { name: replying.author_name }));
            setReplying(null);
          }}
        />
      ) : null}
      {rejecting ? (
        <RejectDialog
          review={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setDone(t('reviews.rejected', { name: rejecting.author_name }));
            setRejecting(null);
          }}
        />
      ) : null}
    </>
  );
}
