import ui from './ui.module.css';
import { useUiWords } from './ui-words.tsx';

/** Previous / "page 2 of 5" / next under a list; `page` counts from 1. */
export function Pager({ page, pages, onPage, className }: { page: number; pages: number; onPage: (page: number) => void; className?: string }) {
  const words = useUiWords();
  return (
    <nav className={className} aria-label={words.pages}>
      <button type="button" className={`${ui.button} ${ui.small}`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {words.previous}
      </button>
      <span>{words.pageOf(page, pages)}</span>
      <button type="button" className={`${ui.button} ${ui.small}`} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {words.next}
      </button>
    </nav>
  );
}
