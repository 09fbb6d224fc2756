import { useEffect, useRef, useState } from 'react';

/**
 * A field's draft that is written (to the URL, usually) once the typing pauses for `ms`: the
 * field shows every key at once, the list is asked again only when the user stops.
 */
export function useDebounced(value: string, write: (v: string) => void, ms = 250): [string, (v: string) => void] {
  const [draft, setDraft] = useState(value);
  const writeRef = useRef(write);
  writeRef.current = write;
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const id = setTimeout(() => writeRef.current(draft), ms);
    return () => clearTimeout(id);
  }, [draft, value, ms]);
  return [draft, setDraft];
}
