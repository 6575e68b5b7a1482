/**
 * Whether and how to trace, from the standard OpenTelemetry variables. Read before anything else
 * loads (register.ts), so this file imports nothing.
 */
export type TraceExport = 'otlp' | 'console';
export type OtlpProtocol = 'http/protobuf' | 'http/json';

export interface TracingSettings {
  exporter: TraceExport;
  protocol: OtlpProtocol;
}

type Env = Record<string, string | undefined>;

const PROTOCOLS: readonly string[] = ['http/protobuf', 'http/json'];

/**
 * Undefined (tracing off, nothing of the SDK loaded) unless OTEL_EXPORTER_OTLP_ENDPOINT,
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_TRACES_EXPORTER is set; OTEL_SDK_DISABLED=true and
 * OTEL_TRACES_EXPORTER=none turn it off whatever else is set. A protocol or exporter the shop does
 * not ship throws: silently sending nothing (or to the wrong port) would look like a quiet shop.
 */
export function tracingSettings(env: Env): TracingSettings | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  if (value('OTEL_SDK_DISABLED')?.toLowerCase() === 'true') return undefined;
  const exporter = value('OTEL_TRACES_EXPORTER')?.toLowerCase();
  const endpoint = value('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT') ?? value('OTEL_EXPORTER_OTLP_ENDPOINT');
  if (exporter === 'none' || (!exporter && !endpoint)) return undefined;
  if (exporter && exporter !== 'otlp' && exporter !== 'console')
    throw new Error(`OTEL_TRACES_EXPORTER=${exporter} is not supported: use otlp, console or none`);
  const protocol =
    value('OTEL_EXPORTER_OTLP_TRACES_PROTOCOL') ?? value('OTEL_EXPORTER_OTLP_PROTOCOL') ?? 'http/protobuf';
  if (!PROTOCOLS.includes(protocol))
    throw new Error(
      `OTEL_EXPORTER_OTLP_PROTOCOL=${protocol} is not supported: use http/protobuf or http/json`,
    );
  return { exporter: exporter === 'console' ? 'console' : 'otlp', protocol: protocol as OtlpProtocol };
}
