import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { scrape } from '../../test/prometheus-text';
import { startTestServer, type TestServer } from '../../test/test-server';

const repo = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(repo, file), 'utf8');

/** Words of PromQL that are not metrics (functions are told apart by the `(` that follows them). */
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'on', 'ignoring']);
/** Series Prometheus makes itself for every target, which no application serves. */
const MADE_BY_PROMETHEUS = new Set(['up']);
const HISTOGRAM_SUFFIX = /_(bucket|sum|count)$/;

/** The metric names a PromQL expression reads. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  const names: string[] = [];
  for (const match of bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)) {
    const word = match[0];
    const next = bare.slice((match.index ?? 0) + word.length).trimStart();
    if (next.startsWith('(') || KEYWORDS.has(word)) continue;
    names.push(word);
  }
  return names;
}

interface AlertRule {
  alert: string;
  expr: string;
  annotations?: { runbook?: string };
}

function alertRules(): AlertRule[] {
  const file = parseYaml(read('deploy/prometheus/alerts.yml')) as { groups: { rules: AlertRule[] }[] };
  return file.groups.flatMap((group) => group.rules);
}

function dashboardExpressions(): string[] {
  const dashboard = JSON.parse(read('deploy/grafana/dashboards/hometunnel.json')) as {
    panels: { targets?: { expr: string }[] }[];
  };
  return dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
}

describe('metricNames (PromQL)', () => {
  it('finds the metrics and skips functions, keywords, label names and values', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le, http_route) (rate(a_seconds_bucket{x=~"5..", y="b c"}[5m]))) > 0.5 and on () b_total unless c',
      ),
    ).toEqual(['a_seconds_bucket', 'b_total', 'c']);
  });
});

describe('the alert rules and the dashboard name only metrics the shop serves', () => {
  let server: TestServer;
  let served: Map<string, string>;

  beforeAll(async () => {
    server = await startTestServer({ METRICS_PORT: '0' });
    served = (await scrape(server.metricsUrl ?? '')).families;
  });
  afterAll(() => server.close());

  const unknown = (names: string[]) =>
    names.filter((name) => {
      if (MADE_BY_PROMETHEUS.has(name) || served.has(name)) return false;
      const family = name.replace(HISTOGRAM_SUFFIX, '');
      return !(family !== name && served.get(family) === 'histogram');
    });

  it('deploy/prometheus/alerts.yml', () => {
    const rules = alertRules();
    expect(rules.length).toBeGreaterThanOrEqual(6);
    const names = rules.flatMap((rule) => metricNames(rule.expr));
    expect(names).toContain('hometunnel_outbox_oldest_pending_age_seconds');
    expect(unknown(names)).toEqual([]);
  });

  it('deploy/grafana/dashboards/hometunnel.json', () => {
    const expressions = dashboardExpressions();
    expect(expressions.length).toBeGreaterThanOrEqual(20);
    const names = expressions.flatMap(metricNames);
    expect(names).toContain('http_server_request_duration_seconds_bucket');
    expect(unknown(names)).toEqual([]);
  });

  it('has a runbook entry in docs/operations.md for every alert', () => {
    const headings = new Set(
      read('docs/operations.md')
        .split('\n')
        .filter((line) => line.startsWith('### '))
        .map((line) => line.slice(4).trim()),
    );
    for (const rule of alertRules()) {
      const anchor = rule.annotations?.runbook?.split('#')[1];
      expect({
        alert: rule.alert,
        runbook: anchor && [...headings].some((h) => h.toLowerCase() === anchor),
      }).toEqual({
        alert: rule.alert,
        runbook: true,
      });
    }
  });
});
