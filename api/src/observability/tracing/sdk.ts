import type { IncomingMessage } from 'node:http';
import { ROOT_CONTEXT, SpanStatusCode, context, trace } from '@opentelemetry/api';
import { OTLPTraceExporter as OtlpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { getRPCMetadata, RPCType } from '@opentelemetry/core';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { PinoInstrumentation } from '@opentelemetry/instrumentation-pino';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ConsoleSpanExporter, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { PrivateAttributesExporter } from './private-attributes';
import type { TracingSettings } from './settings';
import { installSpanRunner } from './spans';

/**
 * Probes and scrapes come every few seconds (the orchestrator, Prometheus on METRICS_PORT): a trace
 * each would drown the requests. The public port answers no /metrics, so the path alone is enough.
 */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

function exporterFor(settings: TracingSettings): SpanExporter {
  if (settings.exporter === 'console') return new ConsoleSpanExporter();
  // Both read OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT, _HEADERS, _TIMEOUT and _COMPRESSION themselves.
  return settings.protocol === 'http/json' ? new OtlpJsonExporter() : new OtlpProtobufExporter();
}

/**
 * The tracer provider and the instrumentations, loaded by register.ts only when tracing is on.
 * Sampling (OTEL_TRACES_SAMPLER, default parent-based always-on), batching (OTEL_BSP_*) and the
 * resource (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES) come from the standard variables; the
 * propagator is W3C trace context, so an incoming `traceparent` is continued and outgoing calls
 * (http/https: Stripe, webhooks; fetch: PayPal) carry one.
 */
export function startTracing(settings: TracingSettings): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'hometunnel' }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    spanProcessors: [new BatchSpanProcessor(new PrivateAttributesExporter(exporterFor(settings)))],
  });
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req: IncomingMessage) => PROBES.has((req.url ?? '').split('?')[0]),
        // Only calls made while serving a request or doing traced work: no stray one-span traces.
        requireParentforOutgoingSpans: true,
      }),
      // No span per middleware (a dozen a request): only the matched route, for the HTTP span's name.
      new ExpressInstrumentation({
        ignoreLayersType: [
          ExpressLayerType.MIDDLEWARE,
          ExpressLayerType.ROUTER,
          ExpressLayerType.REQUEST_HANDLER,
        ],
      }),
      // parse, validate and execute (named after the operation); literals in the document are
      // recorded as `*`, variables never; no span per resolver.
      new GraphQLInstrumentation({ allowValues: false, ignoreResolveSpans: true }),
      // Both databases: the embedded one is reached through pg too (a local socket to PGlite).
      // Statements with their $n placeholders, never the values; none outside a traced piece of
      // work (an outbox poll that finds nothing, LISTEN), which would each make a trace of one span.
      new PgInstrumentation({
        requireParentSpan: true,
        enhancedDatabaseReporting: false,
        ignoreConnectSpans: true,
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
      // trace_id and span_id on every log line written inside a span; the lines stay on stdout.
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  const tracer = trace.getTracer('hometunnel');
  installSpanRunner({
    inSpan: (name, attributes, work) =>
      tracer.startActiveSpan(name, { attributes }, async (span) => {
        try {
          return await work();
        } catch (error) {
          const code = (error as { code?: unknown } | null)?.code;
          span.setAttribute(
            'error.type',
            typeof code === 'string' ? code : ((error as Error)?.name ?? 'Error'),
          );
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      }),
    outsideTraces: (work) => context.with(ROOT_CONTEXT, work),
    tagRequest: (route, attributes) => {
      // The HTTP instrumentation names its span and sets http.route from this when the request ends.
      const request = getRPCMetadata(context.active());
      if (route && request?.type === RPCType.HTTP) request.route = route;
      trace.getActiveSpan()?.setAttributes(attributes);
    },
    shutdown: () => provider.shutdown(),
  });
}
