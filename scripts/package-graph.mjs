// The workspace's package graph, drawn by dependency-cruiser from the code: `npm run graph` writes
// it into docs/architecture.md (between the package-graph markers); scripts/package-graph.test.ts
// checks the rules of .dependency-cruiser.cjs and that the picture is current.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
export const cruised = ['packages', 'apps/api/src', 'apps/api/scripts', 'apps/web/src'];
const docPath = path.join(root, 'docs/architecture.md');
const START = '<!-- package-graph:start -->';
const END = '<!-- package-graph:end -->';

function cruise(args) {
  return execFileSync(process.execPath, [cli, ...cruised, '--config', '.dependency-cruiser.cjs', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

/** Every rule the code breaks (empty when the imports keep to the rules). */
export function violations() {
  const result = JSON.parse(cruise(['--output-type', 'json']));
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (${v.cycle.map((c) => c.name ?? c).join(' → ')})` : ''}`);
}

/** The packages and apps, one box each, and which imports which, as a Mermaid flowchart. */
export function packageGraph() {
  return cruise(['--include-only', '^(packages|apps)/', '--collapse', '^(packages|apps)/[^/]+', '--output-type', 'mermaid']).trim();
}

export const graphBlock = (graph) => `${START}\n\`\`\`mermaid\n${graph}\n\`\`\`\n${END}`;

/** The block docs/architecture.md holds now. */
export function documentedBlock(doc = readFileSync(docPath, 'utf8')) {
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) throw new Error(`docs/architecture.md has no ${START} … ${END} block`);
  return doc.slice(a, b + END.length);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const doc = readFileSync(docPath, 'utf8');
  writeFileSync(docPath, doc.replace(documentedBlock(doc), graphBlock(packageGraph())));
  console.log('docs/architecture.md: package graph written');
}
