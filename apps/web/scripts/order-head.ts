/**
 * React puts font preloads and React Router's module preloads at the top of the
 * prerendered <head>, ahead of the route stylesheets. Over HTTP/1.1 (six
 * connections) the render-blocking CSS then waits behind thirty scripts and the
 * fonts, and the first paint waits with it. This reorders the head's resource
 * links by what the first paint needs: stylesheets, the LCP image, fonts, then
 * modules. Only the order changes; React hydrates head links by their attributes.
 */
const rank = (tag: string): number | undefined => {
  if (/\brel="stylesheet"/.test(tag)) return 0;
  if (/\brel="preload"/.test(tag) && /\bas="image"/.test(tag)) return 1;
  if (/\brel="preload"/.test(tag) && /\bas="font"/.test(tag)) return 2;
  if (/\brel="modulepreload"/.test(tag)) return 3;
  return undefined;
};

export function orderHead(html: string): string {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>');
  if (start < 0 || end < 0) return html;
  const head = html.slice(start, end);
  const moved: { tag: string; rank: number; i: number }[] = [];
  let first = -1;
  const rest = head.replace(/<link\b[^>]*>/g, (tag, offset: number) => {
    const r = rank(tag);
    if (r === undefined) return tag;
    if (first < 0) first = offset;
    moved.push({ tag, rank: r, i: moved.length });
    return '\u0000';
  });
  if (first < 0) return html;
  const ordered = moved
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((m) => m.tag)
    .join('');
  // All moved links go where the first of them was.
  const [before = '', ...after] = rest.split('\u0000');
  const newHead = before + ordered + after.join('');
  return html.slice(0, start) + newHead + html.slice(end);
}
