/**
 * Simple card marks (no third-party images): PNG files rendered from media/marks/*.svg by
 * `npm run media`, loaded as images, lazily (they sit in the footer), so they add nothing to the
 * page's JavaScript. Not SVG images: the browser builds each SVG image as a document of its own
 * on the page's main thread (docs/decisions/0029).
 */
const marks = [
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['american-express', 'American Express'],
  ['apple-pay', 'Apple Pay'],
] as const;

export function PaymentIcons({ label }: { label: string }) {
  return (
    <ul aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {marks.map(([file, name]) => (
        <li key={file} style={{ display: 'flex' }}>
          <img src={`/media/marks/${file}.png`} width={46} height={30} alt={name} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
