// The fuzz summary, and for a failure everything needed to reproduce it by hand.

const MAX_FAILURES_SHOWN = 40;
const MAX_LOG_LINES_SHOWN = 60;

/** Control characters and lone surrogates shown escaped, and long text cut. */
function excerpt(value, max = 400) {
  if (value === undefined) return '(none)';
  const text = Buffer.isBuffer(value) ? `<${value.length} bytes>` : String(value);
  const shown = JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
  return text.length > max ? `${shown} (${text.length} chars)` : shown;
}

function printFailure(log, key, failure) {
  log(`  ✗ ${key}  ×${failure.count}`);
  if (!failure.request) return;
  const { request, response } = failure;
  log(`      actor:    ${failure.actor}`);
  log(`      request:  ${request.method} ${excerpt(request.path, 300)}`);
  log(`      headers:  ${JSON.stringify(request.headers ?? {})}`);
  log(`      body:     ${excerpt(request.body)}`);
  log(`      status:   ${response.status}${response.error ? ` (${response.error})` : ''}`);
  log(`      response: ${excerpt(response.text, 600)}`);
}

/** Prints every database's summary; true when any failed. */
export function report(results, log) {
  let failed = false;
  for (const stats of results) {
    const seconds = (stats.ms / 1000).toFixed(1);
    const classes = Object.entries(stats.byClass)
      .sort()
      .map(([statusClass, count]) => `${statusClass} ${count}`)
      .join(', ');
    log(`\n== ${stats.label}: ${stats.sent} requests in ${seconds} s (${classes})`);
    if (stats.sent + stats.skipped < stats.wanted)
      log(`   time budget (FUZZ_SECONDS) ended the run before ${stats.wanted} requests`);
    // A 429 is not a failure, but many mean a limit the fuzzer does not raise hides the handlers.
    if (stats.rateLimited) log(`   ${stats.rateLimited} answers were 429 (a rate limit, not a failure)`);
    if (stats.skipped) log(`   ${stats.skipped} requests node:http refused to send (not counted)`);
    log('   per route:');
    const routes = [...stats.byRoute].sort(([a], [b]) => a.localeCompare(b));
    for (const [name, route] of routes) {
      const detail = Object.entries(route.classes)
        .sort()
        .map(([statusClass, count]) => `${statusClass}:${count}`)
        .join(' ');
      log(`     ${name.padEnd(36)} ${String(route.count).padStart(5)}  ${detail}`);
    }
    const failures = [...stats.failures];
    const fiveHundreds = stats.byClass['5xx'] ?? 0;
    log(`   5xx: ${fiveHundreds}; distinct failures: ${failures.length}`);
    if (!failures.length) continue;
    failed = true;
    log(`\n   FAILURES on ${stats.label}:`);
    for (const [key, failure] of failures.slice(0, MAX_FAILURES_SHOWN)) printFailure(log, key, failure);
    if (failures.length > MAX_FAILURES_SHOWN) log(`   … and ${failures.length - MAX_FAILURES_SHOWN} more`);
    log(`\n   server error log (${stats.errorLines.length} lines, first ${MAX_LOG_LINES_SHOWN}):`);
    for (const line of stats.errorLines.slice(0, MAX_LOG_LINES_SHOWN))
      log(`     ${line.length > 1500 ? `${line.slice(0, 1500)}…` : line}`);
  }
  return failed;
}
