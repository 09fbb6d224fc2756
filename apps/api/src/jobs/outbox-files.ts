import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxFileStore } from '@tenuta/booking';

/**
 * The .eml copies the file mailer writes (DATA_DIR/outbox): the retention job
 * deletes those last written before its cut-off. A missing folder is empty.
 */
export function outboxFileStore(dir: string): OutboxFileStore {
  return {
    async deleteOlderThan(cutoff: Date): Promise<number> {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw err;
      }
      let deleted = 0;
      for (const name of names) {
        if (!name.endsWith('.eml')) continue;
        const file = path.join(dir, name);
        try {
          const s = await stat(file);
          if (!s.isFile() || s.mtime >= cutoff) continue;
          await unlink(file);
          deleted += 1;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        }
      }
      return deleted;
    },
  };
}
