import { describe, expect, it } from 'vitest';
import { sharedRead } from './answerCache.js';

describe('sharedRead', () => {
  it('makes one read for the calls of one moment, started after all of them', async () => {
    let value = 1;
    let reads = 0;
    const read = sharedRead(async () => {
      reads += 1;
      return value;
    });
    const first = read();
    // Written after the first call but before the read ran: that call must see it too.
    value = 2;
    const second = read();
    expect(await Promise.all([first, second])).toEqual([2, 2]);
    expect(reads).toBe(1);
  });

  it('gives a call made while a read is under way a read of its own, started after it', async () => {
    let value = 1;
    let release!: () => void;
    const reads: number[] = [];
    const read = sharedRead(async () => {
      const seen = value;
      reads.push(seen);
      if (reads.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return seen;
    });
    const first = read();
    await new Promise((resolve) => setImmediate(resolve));
    // The first read has begun (and saw 1); a write commits, then a new call comes.
    value = 2;
    const second = read();
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(reads).toEqual([1, 2]);
  });

  it('passes a failed read to its callers and reads again for the next', async () => {
    let fail = true;
    const read = sharedRead(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    await expect(read()).rejects.toThrow('down');
    fail = false;
    expect(await read()).toBe('ok');
  });
});
