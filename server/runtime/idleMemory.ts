/**
 * Gives memory back to the system once a burst of traffic is over. Under a spike V8 grows its heap to hundreds of
 * megabytes (hundreds of requests in flight keep their objects alive past the young generation) and, left alone, an
 * idle process never shrinks it again: the memory reducer collects the garbage but keeps the pages, so a
 * container sized for the idle server is OOM-killed by the next spike (issue 17: 400 MB after the load, forever).
 * V8's last-resort collection (what it runs on a low-memory notification) also releases the pages: on the loaded
 * server it took RSS from ~320 MB back to ~125 MB in tens of milliseconds (the server then trims the C heap too:
 * ./cHeapTrim.ts). It runs only when no request arrived for
 * `idleMs` and the process grew by at least `minGrowthBytes` since the last one, so a quiet server pays nothing and a
 * busy one is never paused. Requests are not followed to their end: a listener on every answer cost 2–3% of a cached
 * call's CPU, and the one request that could still be running after `idleMs` of silence (a slow upload) would only
 * wait the tens of milliseconds of one collection.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

type Collect = () => void;

/** V8's full, memory-reducing collection; exposed at run time so that no command-line flag is needed. */
export function lastResortCollect(): Collect {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options: object) => void;
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export interface IdleMemoryOptions {
  idleMs?: number;
  minGrowthBytes?: number;
  collect?: Collect;
  rss?: () => number;
  now?: () => number;
  onCollect?: (before: number, after: number) => void;
}

export function idleMemory({
  idleMs = 10_000,
  minGrowthBytes = 48 * 1024 * 1024,
  collect = lastResortCollect(),
  rss = () => process.memoryUsage.rss(),
  now = Date.now,
  onCollect,
}: IdleMemoryOptions = {}) {
  let lastActivity = now();
  let baseline = rss();

  return {
    requestStarted() {
      lastActivity = now();
    },
    /** Called on a timer; collects when the server is idle and has grown. Returns whether it collected. */
    check(): boolean {
      if (now() - lastActivity < idleMs) return false;
      if (rss() - baseline < minGrowthBytes) return false;
      this.collectNow();
      return true;
    },
    collectNow() {
      const before = rss();
      collect();
      baseline = rss();
      onCollect?.(before, baseline);
    },
  };
}
