/**
 * A prerendered page links many small stylesheets (one per route module and shared component),
 * and each one blocks the first paint. On a phone's connection they queue behind each other on
 * six connections: several round trips before anything shows, and the page's main image waits
 * with them. Here the page's own stylesheets are inlined into its head, in the order the page
 * links them, as one `<style>`: the first paint needs the document alone (docs/decisions/0028).
 *
 * The stylesheets of modules the page loads later on its own (`later`, from the build manifest)
 * are inlined too, after the page's: a stylesheet added after hydration makes the browser
 * recompute the style of the whole page (a long task on a phone).
 *
 * Each inlined file keeps a `<link rel="stylesheet" disabled>` in the head. A disabled stylesheet
 * is not fetched, and it tells Vite's preload helper, when a lazily loaded module needs one of
 * these files, that the page already has it: otherwise the helper would link it again and the
 * browser would recompute the style of the whole page. Stylesheets that only lazy modules need are
 * still linked by the helper when those modules load.
 */
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

export function inlineStylesheets(html: string, readStylesheet: (href: string) => string | undefined, later: readonly string[] = []): string {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>');
  if (start < 0 || end < 0) return html;
  const head = html.slice(start, end);
  const hrefs: string[] = [];
  const css: string[] = [];
  let first = -1;
  const rest = head.replace(STYLESHEET, (tag, offset: number) => {
    const href = /\bhref="([^"#]+)#?"/.exec(tag)?.[1];
    if (!href || /\bdisabled\b/.test(tag)) return tag;
    const text = readStylesheet(href);
    if (text === undefined) return tag; // not one of the build's files: left linked
    if (/<\/style/i.test(text)) throw new Error(`inlineStylesheets: ${href} cannot be inlined (it contains </style)`);
    if (first < 0) first = offset;
    if (!hrefs.includes(href)) {
      hrefs.push(href);
      css.push(text.trim());
    }
    return '\u0000';
  });
  if (first < 0) return html;
  // Then those of the modules the page loads later, after its own (where the preload helper would have linked them).
  for (const href of later) {
    const text = readStylesheet(href);
    if (text === undefined || hrefs.includes(href)) continue;
    if (/<\/style/i.test(text)) throw new Error(`inlineStylesheets: ${href} cannot be inlined (it contains </style)`);
    hrefs.push(href);
    css.push(text.trim());
  }
  const inlined = `<style>${css.join('\n')}</style>${hrefs.map((href) => `<link rel="stylesheet" href="${href}" disabled=""/>`).join('')}`;
  const [before = '', ...after] = rest.split('\u0000');
  return html.slice(0, start) + before + inlined + after.join('') + html.slice(end);
}
