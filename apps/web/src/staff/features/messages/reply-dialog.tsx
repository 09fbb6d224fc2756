import { useState, type FormEvent } from 'react';
import { useMe } from '../../app/auth.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { ErrorMessage } from '../../../ui/error-message.tsx';
import { Field } from '../../../ui/field.tsx';
import { formatDateTime } from '../../components/format.ts';
import ui from '../../../ui/ui.module.css';
import { useStaffT } from '../../i18n/index.ts';
import { useMessage, useMessageActions } from './api.ts';
import styles from './messages.module.css';
import { topicKey } from './topic.ts';

/** A contact message with what was already sent, and the reply form (the guest's text is shown, never sent back). */
export function ReplyDialog({ messageId, onClose, onSent }: { messageId: number; onClose: () => void; onSent: (email: string) => void }) {
  const { t } = useStaffT('staffModeration');
  const { t: ts } = useStaffT();
  const me = useMe();
  const thread = useMessage(messageId);
  const { reply, setStatus } = useMessageActions();
  // The reply opens with a greeting in the guest's language, written out where the staff member sees
  // and can change it: the e-mail then adds none of its own (one greeting, not two).
  const [draft, setDraft] = useState<string | null>(null);
  const m = thread.data?.message;
  const greeting = m ? t(`messages.greetingFor.${m.locale === 'en' ? 'en' : 'it'}`, { name: m.name }) : '';
  const body = draft ?? (m ? `${greeting}\n\n` : '');
  const written = body.trim() !== greeting && body.trim().length >= 2;
  const first = me.staff.name.trim().split(/\s+/)[0] ?? me.staff.name;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!m) return;
    reply.mutate({ id: m.id, body }, { onSuccess: () => onSent(m.email) });
  };

  return (
    <Dialog open title={m ? t('messages.dialogTitle', { name: m.name }) : t('messages.message')} onClose={onClose} closeLabel={ts('common.close')}>
      <ErrorMessage error={thread.error} />
      {!m ? (
        thread.isPending ? (
          <p className={ui.muted}>{ts('common.loading')}</p>
        ) : null
      ) : (
        <div className={ui.stack}>
          <dl className={styles.facts}>
            <dt>{t('messages.from')}</dt>
            <dd>
              {m.name} · <a href={`mailto:${m.email}`}>{m.email}</a>
            </dd>
            {m.phone ? (
              <>
                <dt>{t('messages.phone')}</dt>
                <dd>{m.phone}</dd>
              </>
            ) : null}
            <dt>{t('messages.topic')}</dt>
            <dd>{t(`messages.topics.${topicKey(m.subject)}`)}</dd>
            <dt>{t('messages.language')}</dt>
            <dd>{t(`messages.languages.${m.locale}`)}</dd>
            <dt>{t('messages.received')}</dt>
            <dd>{formatDateTime(m.created_at)}</dd>
          </dl>
          <blockquote className={styles.quote} lang={m.locale}>
            {m.message}
          </blockquote>
          {thread.data!.replies.length > 0 ? (
            <section className={ui.stack} aria-labelledby="message-replies-title" style={{ gap: 'var(--space-2)' }}>
              <h3 id="message-replies-title" className={styles.repliesTitle}>
                {t('messages.previousReplies')}
              </h3>
              <ul className={styles.replies}>
                {thread.data!.replies.map((r) => (
                  <li key={r.id}>
                    <span className={styles.sub}>{t('messages.repliedBy', { name: r.staff_name, when: formatDateTime(r.created_at) })}</span>
                    {r.body}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {m.status === 'spam' ? (
            <div className={ui.stack}>
              <p className={ui.alertInfo}>{t('messages.spamNote')}</p>
              <ErrorMessage error={setStatus.error} />
              <div className={ui.row}>
                <button type="button" className={ui.button} onClick={() => setStatus.mutate({ id: m.id, status: 'open' })} disabled={setStatus.isPending}>
                  {t('messages.reopen')}
                </button>
              </div>
            </div>
          ) : (
            <form className={ui.stack} onSubmit={submit}>
              <Field label={t('messages.yourReply')} hint={t('messages.replyHint', { email: m.email, language: t(`messages.languages.${m.locale}`), first })}>
                <textarea
                  className={ui.input}
                  name="body"
                  rows={7}
                  required
                  minLength={2}
                  maxLength={5000}
                  value={body}
                  onChange={(e) => setDraft(e.target.value)}
                  lang={m.locale}
                />
              </Field>
              <ErrorMessage error={reply.error} />
              <div className={ui.row}>
                <button type="submit" className={ui.primary} disabled={reply.isPending || !written}>
                  {t('messages.send')}
                </button>
                <button type="button" className={ui.ghost} onClick={onClose}>
                  {ts('common.cancel')}
                </button>
              </div>
            </form>
          )}
        </div>
      )}
    </Dialog>
  );
}
