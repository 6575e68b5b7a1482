import type { Attributes } from '@opentelemetry/api';

/**
 * What the shop's own code asks of tracing: a span around a piece of work (an outbox round, a
 * mail's SMTP send, a scheduled job). With tracing off it calls `work` and nothing else, and this
 * file loads no OpenTelemetry module (the import above is a type). sdk.ts installs the real one.
 */
export interface SpanRunner {
  inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T>;
  outsideTraces<T>(work: () => T): T;
  tagRequest(route: string | undefined, attributes: Attributes): void;
  shutdown(): Promise<void>;
}

let runner: SpanRunner | undefined;

export function installSpanRunner(real: SpanRunner): void {
  runner = real;
}

/**
 * Runs `work` inside a new span, a child of the active one (or a trace of its own). Attributes are
 * counts, names and codes, never addresses, tokens or bodies; a failure is recorded by its error
 * code or class name only (an SMTP error's message can quote the recipient).
 */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return runner ? runner.inSpan(name, attributes, work) : work();
}

/**
 * Runs `work` in no trace: a loop that reschedules itself (an outbox poller woken from a request)
 * would otherwise carry that request's trace into every later round.
 */
export function outsideTraces<T>(work: () => T): T {
  return runner ? runner.outsideTraces(work) : work();
}

/**
 * Names the route of the request being served and adds attributes to its span, for answers given
 * before Express (which names the others): the public cache's hits.
 */
export function tagRequest(route: string | undefined, attributes: Attributes): void {
  runner?.tagRequest(route, attributes);
}

/** Sends the spans still buffered (at shutdown); nothing to do with tracing off. */
export function flushTraces(): Promise<void> {
  return runner ? runner.shutdown() : Promise.resolve();
}
