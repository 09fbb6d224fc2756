import pg from 'pg';

export interface ChannelListener {
  stop(): Promise<void>;
}

export interface ListenOptions {
  databaseUrl: string;
  channel: string;
  /** Called for every notification on the channel. */
  onNotify: () => void;
  /**
   * Called on every (re)connect and on connection loss: notifications sent
   * meanwhile are lost, so whatever they guard must be treated as changed.
   */
  onReset: () => void;
  onError?: (err: Error) => void;
  /** Delay before reconnecting, ms. */
  retryMs?: number;
}

/** LISTENs on a PostgreSQL channel on a dedicated connection, reconnecting after errors. */
export async function listenOnChannel(o: ListenOptions): Promise<ChannelListener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(o.channel)) throw new Error(`bad channel name ${o.channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    client?.end().catch(() => {});
    client = undefined;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => scheduleReconnect());
    }, o.retryMs ?? 1000);
    retryTimer.unref();
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: o.databaseUrl, application_name: `tenuta-listen-${o.channel}` });
    c.on('notification', (n) => {
      if (n.channel === o.channel) o.onNotify();
    });
    c.on('error', (err) => {
      if (stopped) return;
      o.onError?.(err);
      o.onReset();
      scheduleReconnect();
    });
    await c.connect();
    await c.query(`LISTEN ${o.channel}`);
    client = c;
    o.onReset();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
    },
  };
}
