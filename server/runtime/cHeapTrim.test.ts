import { describe, expect, it } from 'vitest';
import { cHeapTrim } from './cHeapTrim.js';
import { lastResortCollect } from './idleMemory.js';

const MB = 1024 * 1024;
const residentMB = () => process.memoryUsage.rss() / MB;

describe.runIf(process.platform === 'linux')('cHeapTrim', () => {
  it('gives back the free pages in the middle of the C heap, which free() alone keeps', async () => {
    const trim = await cHeapTrim();
    expect(trim).toBeTypeOf('function');
    const collect = lastResortCollect();
    // 64 KB backing stores come from malloc's arenas (under its 128 KB mmap threshold). Keeping every 16th one alive
    // holds the arena's top, so that what free() returns lies in the middle: what glibc never trims by itself.
    let buffers: Buffer[] | null = Array.from({ length: 1_600 }, () =>
      Buffer.allocUnsafeSlow(64 * 1024).fill(1),
    );
    const kept = buffers.filter((_, i) => i % 16 === 15);
    buffers = null;
    collect();
    const freed = residentMB();
    trim!();
    const trimmed = residentMB();
    expect(buffers).toBeNull();
    expect(kept).toHaveLength(100);
    // 1,500 buffers of 64 KB were freed: about 94 MB.
    expect(freed - trimmed).toBeGreaterThan(50);
  });
});
