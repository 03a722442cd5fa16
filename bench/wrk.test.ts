import { describe, expect, it } from 'vitest';
import { parseWrk, wrkMillis } from './wrk.js';

// What wrk 4.1 printed here (`wrk -t1 -c10 -d1s --latency`), with the error lines it adds when there are errors.
const OUTPUT = `Running 1s test @ http://127.0.0.1:3941/
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.68ms    4.00ms  47.31ms   92.15%
    Req/Sec    20.19k    11.37k   31.79k    60.00%
  Latency Distribution
     50%  332.00us
     75%  740.00us
     90%    4.22ms
     99%   19.48ms
  20059 requests in 1.00s, 3.60MB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  20006.14
Transfer/sec:      3.59MB
`;

describe('wrk output', () => {
  it('reads requests per second, the median and p99 latency in ms, the count and the errors', () => {
    expect(parseWrk(OUTPUT)).toEqual({ rps: 20006.14, p50: 0.332, p99: 19.48, total: 20059, errors: 7 });
  });

  it('reads its durations in any unit', () => {
    expect(wrkMillis('812.00us')).toBeCloseTo(0.812);
    expect(wrkMillis('1.23ms')).toBeCloseTo(1.23);
    expect(wrkMillis('2.01s')).toBeCloseTo(2010);
    expect(wrkMillis('n/a')).toBeNaN();
  });
});
