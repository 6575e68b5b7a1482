import { tracingSettings } from './settings';

describe('tracingSettings', () => {
  it('is off unless an OTLP endpoint or a traces exporter is named', () => {
    expect(tracingSettings({})).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBeUndefined();
    expect(tracingSettings({ OTEL_SERVICE_NAME: 'shop' })).toBeUndefined();
  });

  it('is on with an endpoint, over http/protobuf unless http/json is asked for', () => {
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({
      exporter: 'otlp',
      protocol: 'http/protobuf',
    });
    expect(
      tracingSettings({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      }),
    ).toEqual({ exporter: 'otlp', protocol: 'http/json' });
    expect(tracingSettings({ OTEL_TRACES_EXPORTER: 'console' })).toEqual({
      exporter: 'console',
      protocol: 'http/protobuf',
    });
  });

  it('is off when told so, whatever else is set', () => {
    expect(
      tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_TRACES_EXPORTER: 'none' }),
    ).toBeUndefined();
    expect(
      tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBeUndefined();
  });

  it('refuses what the shop does not ship, rather than sending nothing', () => {
    expect(() =>
      tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' }),
    ).toThrow(/grpc is not supported/);
    expect(() => tracingSettings({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/zipkin is not supported/);
  });
});
