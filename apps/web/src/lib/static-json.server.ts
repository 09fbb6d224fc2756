import { readFile } from 'node:fs/promises';
import path from 'node:path';

// Pages are prerendered from the web app's folder (npm run build -w apps/web).
const publicDir = path.resolve(process.cwd(), 'public');

/** A static file as the browser would fetch it: `/data/wines/wine1.json` is public/data/wines/wine1.json. */
export async function readPublicJson(url: string): Promise<unknown> {
  const file = path.resolve(publicDir, `.${url.split(/[?#]/)[0]}`);
  if (!file.startsWith(publicDir + path.sep)) throw new Error(`not a public file: ${url}`);
  return JSON.parse(await readFile(file, 'utf8'));
}
