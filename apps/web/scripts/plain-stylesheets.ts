/**
 * React Router links a stylesheet that a lazily imported module also needs with a trailing
 * `#` (`/assets/x.css#`), so that leaving the route (which removes its links) cannot take the
 * styles away from that module. Vite's preload helper does not recognise `x.css#` as `x.css`:
 * when the lazy module loads after hydration it appends `x.css` to the head again, and the
 * browser recomputes the style of the whole page (a long task on the landing pages).
 * Linking `x.css` itself right after `x.css#` in the prerendered head gives the helper what it
 * looks for, and keeps what it would have added anyway (a link React Router never removes).
 * The file is fetched once (a fragment is not part of the request).
 */
export function addPlainStylesheets(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  const head = html.slice(0, end);
  const plain = new Set<string>();
  for (const m of head.matchAll(/<link\b[^>]*\bhref="([^"#]+)"[^>]*>/g)) plain.add(m[1]!);
  const withPlain = head.replace(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"#]+)#"[^>]*>/g, (tag, href: string) => {
    if (plain.has(href)) return tag;
    plain.add(href);
    return `${tag}<link rel="stylesheet" href="${href}"/>`;
  });
  return withPlain + html.slice(end);
}
