import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Applies `transform` to every HTML page of a client build; returns how many pages changed. */
export function rewritePages(dir: string, transform: (html: string, file: string) => string): number {
  let pages = 0;
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html')) {
        const html = readFileSync(file, 'utf8');
        const next = transform(html, file);
        if (next !== html) {
          writeFileSync(file, next);
          pages++;
        }
      }
    }
  };
  walk(dir);
  return pages;
}
