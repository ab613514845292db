/** Gives back the slot a render held. */
export type Release = () => void;

/**
 * At most `concurrency` page renders at once, and at most `waiting` more queued for a slot, first come
 * first served. Past both, `enter` answers null at once: the caller refuses the request (503) rather than
 * let a flood of uncacheable pages (blog searches) pile up renders until every answer is slow.
 */
export class RenderQueue {
  private running = 0;
  private readonly queue: ((release: Release) => void)[] = [];

  constructor(private readonly limits: { concurrency: number; waiting: number }) {}

  /**
   * A slot now, a promise of one once a render ends, or null when the queue is full too. `first` (the
   * refresh of a page already cached, one per cached page at most) goes to the head of the queue and is
   * never refused. A waiter whose `signal` aborts (its visitor gave up) leaves the queue at once, its
   * promise answering null: its place goes to the next request, and no render is made for nobody.
   */
  enter({ first = false, signal }: { first?: boolean; signal?: AbortSignal } = {}): Promise<Release | null> | null {
    if (this.running < this.limits.concurrency) {
      this.running++;
      return Promise.resolve(this.releaser());
    }
    if (!first && this.queue.length >= this.limits.waiting) return null;
    return new Promise((resolve) => {
      if (signal?.aborted) return resolve(null);
      const waiter = (release: Release) => {
        signal?.removeEventListener('abort', leave);
        resolve(release);
      };
      const leave = () => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        resolve(null);
      };
      signal?.addEventListener('abort', leave, { once: true });
      if (first) this.queue.unshift(waiter);
      else this.queue.push(waiter);
    });
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      // The slot passes straight to the next in line, so `running` stays as it is.
      if (next) next(this.releaser());
      else this.running--;
    };
  }
}
