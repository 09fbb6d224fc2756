// Finds the repository paths that README.md and docs/ name, so a test can fail when a doc points at
// a file or folder that no longer exists (a doc that names a moved file misleads whoever follows it).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** Top-level folders whose paths docs write from the repository root. */
const ROOT_FOLDERS = ['packages', 'apps', 'docs', 'e2e', 'bench', 'scripts', '.ci'];

/** Build output and local data: named by docs, absent from a fresh checkout. */
const GENERATED = ['apps/web/build', 'apps/api/dist', 'data'];

export type DocPath = {
  /** The path as the doc writes it (after brace expansion). */
  written: string;
  /** The path from the repository root. */
  path: string;
  line: number;
};

// A root path in prose or code: starts with one of ROOT_FOLDERS and is not the tail of another path
// (`../docs/x.md`, `@tenuta/booking`, a URL). Braces hold alternatives: `routes/{public,staff}/`.
const ROOT_PATH = new RegExp(`(?<![\\w./@-])(?:${ROOT_FOLDERS.map((f) => f.replace('.', '\\.')).join('|')})/(?:[A-Za-z0-9_.\\-/*…]|\\{[^}\\s]*\\}|<[^>\\s]*>)*`, 'g');

// A Markdown link or image target: `[text](target)` or `[text](target "title")`.
const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

/** `a/{b,c}/d` → `a/b/d`, `a/c/d`. A brace without a comma is a placeholder (`{id}`): no path. */
export function expandBraces(written: string): string[] {
  const match = /\{([^{}]*)\}/.exec(written);
  if (!match) return [written];
  if (!match[1]!.includes(',')) return [];
  const head = written.slice(0, match.index);
  const tail = written.slice(match.index + match[0].length);
  return match[1]!.split(',').flatMap((choice) => expandBraces(`${head}${choice}${tail}`));
}

function isPlaceholderOrGlob(path: string): boolean {
  return /[*<>…]/.test(path) || path.includes('..');
}

function trimProse(path: string): string {
  // A sentence may end right after a path ("… in packages/db.") or a list may follow it.
  return path.replace(/[.,:;]+$/, '');
}

/** Every repository path a Markdown document names, with the line it is on. */
export function extractDocPaths(markdown: string, docFile: string): DocPath[] {
  const found: DocPath[] = [];
  const docDir = dirname(docFile);
  const lines = markdown.split('\n');
  lines.forEach((text, index) => {
    const line = index + 1;
    for (const match of text.matchAll(ROOT_PATH)) {
      for (const written of expandBraces(trimProse(match[0]))) {
        if (isPlaceholderOrGlob(written) || written.endsWith('/.')) continue;
        found.push({ written, path: normalize(written), line });
      }
    }
    for (const match of text.matchAll(LINK)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
      const file = decodeURI(target.split('#')[0]!.split('?')[0]!);
      if (file === '' || isPlaceholderOrGlob(file.replaceAll('../', ''))) continue;
      found.push({ written: target, path: normalize(join(docDir, file)), line });
    }
  });
  return found;
}

function isGenerated(path: string): boolean {
  const posix = path.split(sep).join('/');
  return GENERATED.some((prefix) => posix === prefix || posix.startsWith(`${prefix}/`));
}

/** The paths of a document that do not exist under `root` (build output is not asked for). */
export function missingDocPaths(markdown: string, docFile: string, exists: (path: string) => boolean): DocPath[] {
  return extractDocPaths(markdown, docFile).filter((p) => !p.path.startsWith('..') && !isGenerated(p.path) && !exists(p.path));
}

/** README.md and every Markdown file under docs/, as paths from the repository root. */
export function docFiles(root: string): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/**
 * A superseded decision record is history: it names the code as it was when it was written,
 * and is kept as it stood (the record that superseded it says what is true now).
 */
export function isHistory(markdown: string): boolean {
  return /^- Status: Superseded\b/m.test(markdown);
}

export function existsUnder(root: string): (path: string) => boolean {
  return (path) => existsSync(join(root, path));
}

export function readDoc(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8');
}

export function describeMissing(file: string, missing: DocPath[]): string[] {
  return missing.map((p) => `${file}:${p.line}: ${p.written}${p.written === p.path ? '' : ` (${relative('.', p.path)})`}`);
}
