import { useState } from 'react';
import type { StaffMessageView } from '@tenuta/contracts';
import { useUrlState } from '../../ui/url-state.ts';
import { DataTable, type ColumnDef } from '../../ui/data-table.tsx';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { Field } from '../../ui/field.tsx';
import { formatDateTime } from '../components/format.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { StatusTabs } from '../../ui/status-tabs.tsx';
import ui from '../../ui/ui.module.css';
import { useMessageActions, useMessages, type MessageStatus } from '../features/messages/api.ts';
import styles from '../features/messages/messages.module.css';
import { ReplyDialog } from '../features/messages/reply-dialog.tsx';
import { topicKey } from '../features/messages/topic.ts';
import { useStaffT } from '../i18n/index.ts';

const statuses: MessageStatus[] = ['open', 'answered', 'spam'];

/** The contact inbox: new / answered / spam, search in the URL, reply and filing where the message is. */
export function Component() {
  const { t } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  const [f, set] = useUrlState(['status', 'q', 'open'] as const);
  const status: MessageStatus = statuses.includes(f.status as MessageStatus) ? (f.status as MessageStatus) : 'open';
  const messages = useMessages(status);
  const { setStatus } = useMessageActions();
  const [sent, setSent] = useState<string | null>(null);
  const q = f.q.trim().toLowerCase();
  const rows = (messages.data?.messages ?? []).filter((m) => !q || `${m.name} ${m.email} ${m.message}`.toLowerCase().includes(q));
  const openId = /^\d+$/.test(f.open) ? Number(f.open) : null;

  const fileAs = (m: StaffMessageView, next: MessageStatus) => {
    setSent(null);
    setStatus.mutate({ id: m.id, status: next });
  };

  const columns: ColumnDef<StaffMessageView, unknown>[] = [
    {
      accessorKey: 'created_at',
      header: t('messages.message'),
      cell: (c) => {
        const m = c.row.original;
        return (
          <div className={styles.cell}>
            <p className={styles.from}>
              <strong>{m.name}</strong> <span className={styles.email}>{m.email}</span>
            </p>
            <p className={styles.meta}>
              {t(`messages.topics.${topicKey(m.subject)}`)} · {t(`messages.languages.${m.locale}`)} · {formatDateTime(m.created_at)}
              {m.reply_count > 0 ? ` · ${t('messages.replyCount', { count: m.reply_count })}` : ''}
            </p>
            <p className={styles.excerpt} lang={m.locale}>
              {m.message}
            </p>
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className={styles.srOnly}>{ts('common.actions')}</span>,
      enableSorting: false,
      cell: (c) => {
        const m = c.row.original;
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps the row's own click and keys from opening the message; the buttons inside are the controls
          <div className={styles.actions} onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
            <button
              type="button"
              className={`${m.status === 'open' ? ui.primary : ui.button} ${ui.small}`}
              aria-label={m.status === 'spam' ? t('messages.openOf', { name: m.name }) : t('messages.replyOf', { name: m.name })}
              onClick={() => set({ open: String(m.id) })}
            >
              {m.status === 'spam' ? t('messages.open') : t('messages.reply')}
            </button>
            {m.status === 'open' ? (
              <button type="button" className={`${ui.button} ${ui.small}`} aria-label={t('messages.markAnsweredOf', { name: m.name })} onClick={() => fileAs(m, 'answered')}>
                {t('messages.markAnswered')}
              </button>
            ) : null}
            {m.status === 'spam' || m.status === 'answered' ? (
              <button type="button" className={`${ui.button} ${ui.small}`} aria-label={t('messages.reopenOf', { name: m.name })} onClick={() => fileAs(m, 'open')}>
                {t('messages.reopen')}
              </button>
            ) : null}
            {m.status !== 'spam' ? (
              <button type="button" className={`${ui.danger} ${ui.small}`} aria-label={t('messages.markSpamOf', { name: m.name })} onClick={() => fileAs(m, 'spam')}>
                {t('messages.markSpam')}
              </button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t('messages.title')} description={t('messages.description')} />
      <StatusTabs
        label={t('messages.tabs')}
        current={status}
        onSelect={() => setSent(null)}
        tabs={statuses.map((s) => ({
          key: s,
          label: t(`messages.statuses.${s}`),
          to: { search: s === 'open' ? '' : `?status=${s}` },
          count: s === 'open' ? messages.data?.open_count : null,
        }))}
      />
      <search>
        <form className={`${ui.row} ${styles.filters}`} onSubmit={(e) => e.preventDefault()}>
          <Field label={ts('common.search')}>
            <input className={ui.input} type="search" data-staff-search placeholder={t('messages.search')} value={f.q} onChange={(e) => set({ q: e.target.value })} />
          </Field>
        </form>
      </search>
      <div className={styles.list}>
        {sent ? (
          <p className={ui.alertSuccess} role="status">
            {sent}
          </p>
        ) : null}
        <ErrorMessage error={messages.error ?? setStatus.error} />
        {messages.data ? (
          <DataTable
            caption={t(`messages.statuses.${status}`)}
            columns={columns}
            data={rows}
            rowKey={(m) => m.id}
            onOpen={(m) => set({ open: String(m.id) })}
            empty={messages.data.messages.length === 0 ? t(`messages.empty.${status}`) : t('messages.emptyFiltered')}
          />
        ) : messages.isPending ? (
          <p className={ui.muted}>{ts('common.loading')}</p>
        ) : null}
      </div>
      {openId !== null ? (
        <ReplyDialog
          messageId={openId}
          onClose={() => set({ open: undefined })}
          onSent={(email) => {
            setSent(t('messages.sent', { email }));
            set({ open: undefined });
          }}
        />
      ) : null}
    </>
  );
}
