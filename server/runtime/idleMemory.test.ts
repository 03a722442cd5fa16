import { describe, expect, it } from 'vitest';
import { idleMemory, lastResortCollect } from './idleMemory.js';

const MB = 1024 * 1024;

function setup() {
  let time = 0;
  let resident = 100 * MB;
  const collected: number[] = [];
  const memory = idleMemory({
    idleMs: 10_000,
    minGrowthBytes: 48 * MB,
    now: () => time,
    rss: () => resident,
    collect: () => {
      collected.push(time);
      resident = 120 * MB;
    },
  });
  return {
    memory,
    collected,
    advance: (ms: number) => (time += ms),
    grow: (bytes: number) => (resident += bytes),
  };
}

describe('idleMemory', () => {
  it('collects once the server has been idle and grew, then not again until it grows again', () => {
    const { memory, collected, advance, grow } = setup();
    memory.requestStarted();
    grow(200 * MB);
    advance(9_999);
    expect(memory.check()).toBe(false);
    advance(1);
    expect(memory.check()).toBe(true);
    expect(collected).toHaveLength(1);
    advance(60_000);
    expect(memory.check()).toBe(false);
    grow(60 * MB);
    expect(memory.check()).toBe(true);
  });

  it('never collects while requests keep arriving', () => {
    const { memory, collected, advance, grow } = setup();
    grow(300 * MB);
    for (let second = 0; second < 60; second++) {
      memory.requestStarted();
      advance(1_000);
      expect(memory.check()).toBe(false);
    }
    // 1 s after the last request already passed in the loop: 10 s of silence is reached 9 s later.
    advance(8_999);
    expect(memory.check()).toBe(false);
    expect(collected).toHaveLength(0);
    advance(1);
    expect(memory.check()).toBe(true);
  });

  it('leaves a quiet server alone when it has not grown', () => {
    const { memory, advance, grow } = setup();
    grow(10 * MB);
    advance(60_000);
    expect(memory.check()).toBe(false);
  });

  it('really gives memory back: V8 releases the pages of collected garbage', () => {
    const collect = lastResortCollect();
    let garbage: object[] | null = Array.from({ length: 1_000_000 }, (_, i) => ({ i, s: `row ${i}` }));
    const before = process.memoryUsage.rss();
    garbage = null;
    collect();
    expect(garbage).toBeNull();
    expect(process.memoryUsage.rss()).toBeLessThan(before - 20 * MB);
  });
});
