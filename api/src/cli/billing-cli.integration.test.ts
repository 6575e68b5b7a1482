import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtBillingCli, runAdminCli } from '../test/run-cli';
import { parseBillingArgs } from './billing';

const runBilling = (args: string[], env: Record<string, string>) =>
  runAdminCli(args, env, '', 120_000, builtBillingCli);

describe('npm run billing', () => {
  it('reads run, --now and --subscription; refuses anything else', () => {
    expect(parseBillingArgs(['run'])).toEqual({});
    expect(parseBillingArgs(['run', '--now', '2027-03-01T09:00:00Z', '--subscription=abc'])).toEqual({
      now: new Date('2027-03-01T09:00:00Z'),
      subscriptionId: 'abc',
    });
    expect(() => parseBillingArgs([])).toThrow('say run');
    expect(() => parseBillingArgs(['run', '--now', 'tomorrow'])).toThrow('--now must be an ISO 8601 date');
    expect(() => parseBillingArgs(['run', '--force'])).toThrow('unknown option --force');
  });

  it('runs a pass on the embedded database and prints what it did; --now is refused in production', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'hometunnel-billing-')), 'data');
    const env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build') };
    const ran = await runBilling(['run', '--now', '2027-03-01T09:00:00Z'], env);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(JSON.parse(ran.stdout)).toEqual({
      at: '2027-03-01T09:00:00.000Z',
      notices: 0,
      reminders: 0,
      charged: 0,
      declined: 0,
      suspended: 0,
      expired: 0,
    });
    const refused = await runBilling(['run', '--now', '2027-03-01T09:00:00Z'], {
      ...env,
      NODE_ENV: 'production',
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('billing: A billing pass at another moment is refused in production\n');
    const usage = await runBilling(['charge'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run billing -- run [--now ISO-8601] [--subscription ID]');
  }, 180_000);
});
