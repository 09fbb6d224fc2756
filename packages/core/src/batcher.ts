/**
 * Group work: items pushed while a run is in progress wait and go together
 * into the next run (at most `maxSize` per run). One run at a time, so under
 * load the runs grow and their fixed cost (round trips, BEGIN/COMMIT, the
 * commit's flush) is shared by every item in them; alone, an item starts at
 * the next turn of the event loop. `run` settles its items itself; if it
 * throws, `fail` settles the items it left.
 */
export class Batcher<T> {
  private queue: T[] = [];
  private scheduled = false;

  constructor(
    private readonly run: (items: T[]) => Promise<void>,
    private readonly fail: (items: T[], error: unknown) => void,
    private readonly maxSize = 64,
  ) {}

  push(item: T): void {
    this.queue.push(item);
    if (this.scheduled) return;
    this.scheduled = true;
    // setImmediate: the requests read in the same turn of the event loop join one run.
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const items = this.queue.splice(0, this.maxSize);
      try {
        await this.run(items);
      } catch (error) {
        this.fail(items, error);
      }
    }
    this.scheduled = false;
  }
}
