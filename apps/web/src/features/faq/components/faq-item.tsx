import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { answerText, sanitizeAnswer } from '../sanitize-answer.ts';
import styles from './faq-browser.module.css';

export interface FaqItemProps {
  id: string;
  question: string;
  answerHtml: string;
  open: boolean;
  onToggle: () => void;
}

/** One accordion entry: a heading with a disclosure button and the sanitized answer. */
export function FaqItem({ id, question, answerHtml, open, onToggle }: FaqItemProps) {
  const navigate = useNavigate();
  const safe = useMemo(() => sanitizeAnswer(answerHtml), [answerHtml]);

  // Site links inside an answer navigate in the app instead of reloading the page.
  const onAnswerClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('/') && !href.startsWith('//')) {
      event.preventDefault();
      void navigate(href);
    }
  };

  return (
    <li className={`${styles.item} ${open ? styles.open : ''}`}>
      <h2 className={styles.question}>
        <button type="button" id={`faq-q-${id}`} className={styles.toggle} aria-expanded={open} aria-controls={`faq-a-${id}`} onClick={onToggle}>
          <span>{question}</span>
          <svg className={styles.chevron} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click is delegated from the answer's own links (in-site links go through the router); the links stay keyboard-reachable and are the interactive elements */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: same delegation: Enter on a focused link fires this click too */}
      <div id={`faq-a-${id}`} className={styles.answer} hidden={!open} onClick={onAnswerClick}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the answer HTML is passed through sanitizeAnswer (DOMPurify, an allow-list of simple tags and href only) just above */}
        {safe === null ? <p>{answerText(answerHtml)}</p> : <div dangerouslySetInnerHTML={{ __html: safe }} />}
      </div>
    </li>
  );
}
