import ui from './ui.module.css';
import { useUiWords } from './ui-words.tsx';

/** A failed call's message as an alert, in the words the app gives (its catalogue's error texts). */
export function ErrorMessage({ error }: { error: unknown }) {
  const { errorText } = useUiWords();
  if (!error) return null;
  return (
    <p role="alert" className={ui.alertError}>
      {errorText(error)}
    </p>
  );
}
