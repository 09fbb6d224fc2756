import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgClient, PgPool } from '@tenuta/db';
import { asBusy } from '@tenuta/core';

export type { PgClient, PgPool };

const dialect = new PgDialect();

/**
 * A hot-path statement, compiled once from Drizzle SQL (values as
 * `sql.placeholder(name)`) and run as a NAMED prepared statement: each pooled
 * connection parses and plans it once, later runs only bind and execute.
 * See docs/decisions/0026.
 */
export class PreparedStatement<R extends Record<string, unknown>> {
  readonly text: string;
  private readonly params: unknown[];

  constructor(
    readonly name: string,
    query: SQL,
  ) {
    const compiled = dialect.sqlToQuery(query);
    this.text = compiled.sql;
    this.params = compiled.params;
  }

  /** Sends the statement (on a pipelined client it goes out at once, without waiting for earlier ones). */
  async rows(client: PgPool | PgClient, values: Record<string, unknown>): Promise<R[]> {
    const result = await client.query<R>({ name: this.name, text: this.text, values: fillPlaceholders(this.params, values) as unknown[] });
    return result.rows;
  }
}

/**
 * Runs `send`, which sends statements on `client` without awaiting them, and
 * writes them to the socket as ONE write: the pg client writes each statement
 * (its Parse/Bind/Describe/Execute/Sync) on its own, so a flight of four
 * statements was four system calls and as many wake-ups of the server
 * process. The socket is corked while `send` runs (its synchronous part: the
 * statements it sends before its first await) and uncorked after.
 */
export function inOneWrite<T>(client: PgClient, send: () => T): T {
  const stream = (client as unknown as { connection?: { stream?: { cork?: () => void; uncork?: () => void } } }).connection?.stream;
  stream?.cork?.();
  try {
    return send();
  } finally {
    stream?.uncork?.();
  }
}

/** A transaction of pipelinedTransaction. */
export interface PipelinedTx {
  client: PgClient;
  /** BEGIN, already sent: await it with the first statements. */
  begin: Promise<unknown>;
  /**
   * Sends COMMIT without waiting, so reads after it can share the same flight
   * (after a failed write PostgreSQL turns it into a rollback, and the write's
   * error is thrown).
   */
  commit: () => Promise<unknown>;
  /**
   * Keeps the connection until `read` settles: a statement sent behind
   * COMMIT in the same flight that the caller does not wait for before the
   * transaction returns. The connection goes back to the pool after it
   * (closed if it failed).
   */
  keep: (read: Promise<unknown>) => void;
}

/**
 * One transaction on one pooled connection, for hot paths that pipeline
 * their statements (the pool is created with `pipeline: true`, see
 * @tenuta/db createDatabase): BEGIN goes out without waiting and `work`
 * sends its first statements right behind it, in the same write
 * (inOneWrite); the server runs them in order. `before` may send a
 * statement of its own ahead of BEGIN in that write (it runs in its own
 * implicit transaction, not in this one). Same guarantees as
 * lockingTransaction: a lock that cannot be had within LOCK_TIMEOUT is
 * DomainError 'busy'; any error rolls back.
 */
export async function pipelinedTransaction<T>(pool: PgPool, work: (tx: PipelinedTx) => Promise<T>, before?: (client: PgClient) => void): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const kept: Promise<unknown>[] = [];
  let committed: Promise<unknown> | undefined;
  const commit = () => {
    if (!committed) {
      committed = client.query('COMMIT');
      committed.catch(() => {}); // awaited below
    }
    return committed;
  };
  const keep = (read: Promise<unknown>) => {
    read.catch(() => {}); // its caller handles it; here it only decides the connection's fate
    kept.push(read);
  };
  let begin: Promise<unknown> | undefined;
  try {
    const running = inOneWrite(client, () => {
      before?.(client);
      begin = client.query('BEGIN');
      begin.catch(() => {}); // awaited below; a failure is rethrown there
      return work({ client, begin, commit, keep });
    });
    const result = await running;
    await begin;
    await commit();
    return result;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch (e) {
      broken = e as Error;
    }
    throw asBusy(error);
  } finally {
    if (kept.length === 0) client.release(broken);
    else
      void Promise.allSettled(kept).then((results) => {
        const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
        client.release(broken ?? (failed ? (failed.reason as Error) : undefined));
      });
  }
}
