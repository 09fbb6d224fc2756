/** A wrapped present, drawn with the stroke of the site's other icons. */
export function GiftMark({ size = 30 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} focusable="false" aria-hidden="true">
      <rect x="3.5" y="9" width="17" height="11.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
      <path
        d="M2.5 9h19M12 9v11.5M12 9c-1.5-3.5-6-4.6-6-1.9C6 8.6 9 9 12 9zm0 0c1.5-3.5 6-4.6 6-1.9 0 1.5-3 1.9-6 1.9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}
