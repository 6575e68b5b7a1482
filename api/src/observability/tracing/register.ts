import { tracingSettings } from './settings';

/**
 * Imported first by main.ts, in every process (each cluster worker starts its own SDK): the
 * instrumentations patch http, express, graphql, pg, undici and pino as they are required, so this
 * must run before any of them loads. With tracing off only settings.ts is loaded: nothing of the
 * SDK reaches the process, let alone the request path.
 */
const settings = tracingSettings(process.env);
if (settings) {
  // A require, not an import: the SDK must load now (synchronously, before the instrumented
  // modules) and only when tracing is on.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require('./sdk') as typeof import('./sdk')).startTracing(settings);
}
