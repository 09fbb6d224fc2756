/** Simple card marks drawn inline (no third-party images). */
const mark = { width: 46, height: 30, viewBox: '0 0 46 30', role: 'img' as const };

export function PaymentIcons({ label }: { label: string }) {
  return (
    <ul aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' }}>
      <li>
        <svg {...mark} aria-label="Visa">
          <rect width="46" height="30" rx="4" fill="#ffffff" />
          <text x="23" y="19.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="12" fontStyle="italic" fontWeight="800" fill="#1a1f71" letterSpacing="0.5">
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg {...mark} aria-label="Mastercard">
          <rect width="46" height="30" rx="4" fill="#ffffff" />
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="27" cy="15" r="8" fill="#f79e1b" />
          <path d="M23 8.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2Z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg {...mark} aria-label="American Express">
          <rect width="46" height="30" rx="4" fill="#1f72cd" />
          <text x="23" y="13.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="6.6" fontWeight="800" fill="#ffffff" letterSpacing="0.4">
            AMERICAN
          </text>
          <text x="23" y="21.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="6.6" fontWeight="800" fill="#ffffff" letterSpacing="0.4">
            EXPRESS
          </text>
        </svg>
      </li>
      <li>
        <svg {...mark} aria-label="Apple Pay">
          <rect width="46" height="30" rx="4" fill="#000000" />
          <path d="M13.6 10.6c.5-.6.8-1.3.7-2.1-.7 0-1.5.5-2 1-.4.5-.8 1.3-.7 2 .8.1 1.5-.4 2-.9Zm.7 1.1c-1.1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6c-1.1 0-2.2.7-2.7 1.7-1.2 2-.3 5 .8 6.6.5.8 1.2 1.7 2 1.6.8 0 1.1-.5 2.1-.5s1.3.5 2.1.5c.9 0 1.4-.8 2-1.6.6-.9.8-1.7.9-1.8 0 0-1.7-.7-1.7-2.6 0-1.6 1.3-2.4 1.4-2.5-.8-1.1-1.9-1.3-2.3-1.4Z" fill="#ffffff" />
          <text x="30" y="19.5" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="10" fontWeight="600" fill="#ffffff">
            Pay
          </text>
        </svg>
      </li>
    </ul>
  );
}
