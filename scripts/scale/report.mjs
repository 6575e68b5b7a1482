// bench:scale's result: one Markdown row a read, small and large side by side, and the memory peak.
import { cpus, loadavg } from 'node:os';

/** Issue 18: at the seeded size a read's median may be at most this many times the small one's. */
export const MAX_RATIO = 3;
/** Issue 18: the server's processes together, with 10 connections reading the largest pages. */
export const MAX_RSS_MB = 256;

const ms = (n) => (n === undefined ? '–' : `${Number(n.toFixed(2))} ms`);
const kb = (n) => (n === undefined ? '–' : n < 1024 ? `${n} B` : `${(n / 1024).toFixed(1)} KB`);

/**
 * `names` in order; `small` and `large` map a name to `{ p50, p99, bytes, rate, errors }` or to
 * `{ failure }`; `memory` = { small, large } peak bytes (or undefined) and `afterReads` [small, large].
 */
export function printScaleReport({ names, small, large, memory, sizes, settings }) {
  console.log(`\nbench:scale: ${settings}`);
  console.log(`small: ${sizes.small}; large: ${sizes.large}\n`);
  console.log(
    `| read | median small | median large | large ÷ small | p99 small | p99 large | bytes small | bytes large | req/s large |`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|`);
  let over = 0;
  const failures = [];
  for (const name of names) {
    const s = small.get(name);
    const l = large.get(name);
    const failure = s?.failure ?? l?.failure;
    if (failure) {
      failures.push(`${name}: ${failure}`);
      console.log(`| ${name} | – | – | not measured | | | | | |`);
      continue;
    }
    // Latencies under a millisecond round to 0: compare against at least 1 ms.
    const ratio = l.p50 / Math.max(s.p50, 1);
    if (ratio > MAX_RATIO) over += 1;
    const errors = s.errors + l.errors ? ` (${s.errors + l.errors} errors)` : '';
    console.log(
      `| ${name} | ${ms(s.p50)} | ${ms(l.p50)} | ${ratio.toFixed(1)}${ratio > MAX_RATIO ? ` **> ${MAX_RATIO}**` : ''}${errors} | ${ms(s.p99)} | ${ms(l.p99)} | ${kb(s.bytes)} | ${kb(l.bytes)} | ${Math.round(l.rate)} |`,
    );
  }
  const mb = (bytes) => (bytes === undefined ? '–' : `${Math.round(bytes / 1024 / 1024)} MB`);
  console.log(
    `\nserver RSS peak (all its processes, freshly started, 10 connections reading the largest pages): small ${mb(memory.small)}, large ${mb(memory.large)}${memory.large > MAX_RSS_MB * 1024 * 1024 ? ` **over ${MAX_RSS_MB} MB**` : ` (target < ${MAX_RSS_MB} MB)`}`,
  );
  console.log(
    `server RSS after every read above (walks to the end included): small ${mb(memory.afterReads[0])}, large ${mb(memory.afterReads[1])}`,
  );
  console.log(`reads over ${MAX_RATIO} × small: ${over}; not measured: ${failures.length}`);
  for (const failure of failures) console.log(`- ${failure}`);
  console.log(
    `\n${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
