import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstitute, buildUser } from '../../test/factories';
import { type TestApp, createTestApp } from '../../test/test-app';
import { AppError } from '../lib/app-error';
import { client, tokenFor } from '../../test/api-client';
import { UsageError, runOperatorCommand } from './operator-commands';

describe('the operator command-line tool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const run = (...argv: string[]) => runOperatorCommand(t.app.db, argv);
  const failure = async (argv: string[]) => {
    try {
      await run(...argv);
    } catch (error) {
      return {
        kind: error instanceof UsageError ? 'usage' : error instanceof AppError ? 'app' : 'other',
        message: (error as Error).message,
      };
    }
    throw new Error('expected a failure');
  };

  it('grants the platform-operator role, which opens the operator API to that user', async () => {
    const person = await buildUser(t.app.db, { roles: [] });
    const api = client(t);
    const token = await tokenFor(t, person.user, null);
    expect((await api.get('/api/operator/me', { token })).json().data.isOperator).toBe(false);
    expect((await run('grant', person.email.toUpperCase())).text).toBe(`${person.email} is now a platform operator`);
    expect((await run('grant', person.email)).text).toBe(`${person.email} was already a platform operator`);
    expect((await api.get('/api/operator/me', { token })).json().data.isOperator).toBe(true);
    expect((await run('operators')).text).toContain(person.email);
    await run('revoke', person.email);
    expect((await api.get('/api/operator/me', { token })).json().data.isOperator).toBe(false);
    expect(await failure(['grant', 'nobody@example.test'])).toEqual({ kind: 'app', message: 'User not found' });
  });

  it('creates a licence (once), changes the plan, tops up, transfers, adds storage', async () => {
    const a = await buildInstitute(t.app.db);
    const b = await buildInstitute(t.app.db);
    const created = await run('create-licence', a.kneuraId, 'STARTER_PLAN', '--json');
    expect(created.json).toMatchObject({ plan: { code: 'STARTER_PLAN' }, isActive: true });
    expect(created.text).toContain('Starter (STARTER_PLAN), FULL, TEACHER, active');
    expect(await failure(['create-licence', a.kneuraId, 'STARTER_PLAN'])).toEqual({
      kind: 'app',
      message: 'License is already exist for this institute',
    });
    await run('create-licence', b.kneuraId, 'ESSENTIAL_PLAN', '--trial-days', '10', '--account-type', 'INSTITUTE');
    expect((await run('licence', b.kneuraId)).text).toMatch(/inactive, trial till/);
    expect((await run('change-plan', a.kneuraId, 'ULTIMATE_PLAN')).json).toMatchObject({
      plan: { code: 'ULTIMATE_PLAN' },
    });
    const topped = (await run('top-up', a.kneuraId, '100')).json as { limits: Array<{ key: string; limit: number }> };
    expect(topped.limits.find((entry) => entry.key === 'aiCredits')!.limit).toBe(2100);
    const moved = (await run('transfer', a.kneuraId, b.kneuraId, 'STUDENT', '100')).json as {
      to: { limits: Array<{ key: string; limit: number }> };
    };
    expect(moved.to.limits.find((entry) => entry.key === 'STUDENT')!.limit).toBe(600);
    expect(await failure(['transfer', a.kneuraId, b.kneuraId, 'STUDENT', '5000'])).toEqual({
      kind: 'app',
      message: 'Unable to transfer limits from one license to another',
    });
    const stored = (await run('add-storage', b.kneuraId, '100')).json as {
      limits: Array<{ key: string; limit: number }>;
    };
    expect(stored.limits.find((entry) => entry.key === 'storage')!.limit).toBe(5220);
    expect((await run('set-active', a.kneuraId, 'false')).text).toContain('NOT USABLE');
    expect((await run('institutes', a.kneuraId)).text).toContain('ULTIMATE_PLAN (not usable)');
  });

  it('makes coupons and edits plans', async () => {
    const coupon = await run('create-coupon', '--plan', 'ULTIMATE_PLAN', '--credits', '50', '--code', 'cli-coupon-1');
    expect(coupon.text).toBe('Coupon CLI-COUPON-1: plan ULTIMATE_PLAN, 50 AI credits');
    expect(await failure(['create-coupon', '--plan', 'ULTIMATE_PLAN', '--code', 'CLI-COUPON-1'])).toEqual({
      kind: 'app',
      message: 'Coupon already exists',
    });
    expect((await run('coupons')).text).toContain('CLI-COUPON-1  ULTIMATE_PLAN  50 credits  not redeemed');
    const plan = await run(
      'update-plan',
      'RETROFIT',
      '--max-teachers',
      'unlimited',
      '--ai-credits',
      '999',
      '--feature',
      'brightAi=INCLUDED',
      '--feature',
      'liveQuiz=NONE',
    );
    expect(plan.json).toMatchObject({ limits: { maxTeachers: null, aiCreditsPerPeriod: 999 } });
    const features = (plan.json as { features: Array<{ feature: string; access: string }> }).features;
    expect(features).toContainEqual({ feature: 'brightAi', access: 'INCLUDED' });
    expect(features.map((entry) => entry.feature)).not.toContain('liveQuiz');
    expect((await run('plans')).text).toContain('RETROFIT');
  });

  it('refuses bad command lines with a clear message', async () => {
    expect(await failure(['bogus'])).toEqual({ kind: 'usage', message: 'Unknown command: bogus' });
    expect(await failure(['create-licence', 'ABC'])).toEqual({
      kind: 'usage',
      message: 'Usage: create-licence <INSTITUTE_CODE> <PLAN>',
    });
    expect(await failure(['create-licence', 'ABC', 'GOLD'])).toEqual({ kind: 'usage', message: 'Invalid plan' });
    expect(await failure(['top-up', 'ABC', 'lots'])).toEqual({ kind: 'usage', message: 'credits must be a number' });
    expect(await failure(['top-up', 'ABC', '0'])).toEqual({
      kind: 'usage',
      message: 'credits must be a whole number from 1 to 1000000',
    });
    expect((await failure(['plans', '--colour'])).kind).toBe('usage');
    expect((await run('help')).text).toContain('create-licence');
  });

  it('runs as a program on the embedded database', { timeout: 120_000 }, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bright-operator-cli-'));
    const serverDir = path.resolve(import.meta.dirname, '../..');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' };
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/operator.ts', ...args], {
        cwd: serverDir,
        env,
        encoding: 'utf8',
      });
    try {
      const plans = cli('plans');
      expect(plans.status, plans.stderr).toBe(0);
      expect(plans.stdout).toContain('STARTER_PLAN       group 1 FULL Starter');
      const missing = cli('create-licence', 'NOSUCH', 'STARTER_PLAN');
      expect({ status: missing.status, stderr: missing.stderr }).toEqual({
        status: 1,
        stderr: 'Institute not found\n',
      });
      const usage = cli('bogus');
      expect(usage.status).toBe(2);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
