import { parseArgs } from 'node:util';
import {
  ChangePlanBody,
  CreateCouponBody,
  CreateLicenseBody,
  type LicenseDetails,
  TransferLimitsBody,
  UpdatePlanBody,
  addStorageRoute,
  setLicenseActiveRoute,
  topUpCreditsRoute,
} from '@bright/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { validationMessage } from '../lib/validation-message';
import { couponService as coupons } from '../modules/coupons';
import { licenceAdmin as admin } from '../modules/licences';
import { operatorService as operators } from '../modules/operator';
import { planService as plans } from '../modules/plans';
import { describeLicence, describePlan } from './operator-output';

export const USAGE = `Bright Classroom operator tool: licences, plans and coupons, straight on the database.

Usage: npm run operator -- <command> [arguments] [--json]

  grant <email>                         make an existing user a platform operator
  revoke <email>                        take it back
  operators                             list the platform operators
  plans                                 list the plans with their limits and features
  update-plan <PLAN> [--name N] [--max-teachers N] [--max-students N] [--max-classes N]
              [--ai-credits N] [--live-sessions N] [--storage-mb N] [--feature key=INCLUDED|TRIAL|NONE ...]
                                        edit a plan (a number or "unlimited"); every licence on it follows
  institutes [search]                   institutes by name or code, with their licence
  licence <INSTITUTE_CODE>              one institute's licence details
  create-licence <INSTITUTE_CODE> <PLAN> [--account-type T] [--inactive] [--trial-days N]
  change-plan <INSTITUTE_CODE> <PLAN> [--account-type T]
  set-active <INSTITUTE_CODE> <true|false>
  top-up <INSTITUTE_CODE> <CREDITS>     AI credits for the current period
  transfer <FROM_CODE> <TO_CODE> <TYPE> <AMOUNT>
                                        TYPE: TEACHER STUDENT CLASS aiCredits liveConference storage
  add-storage <INSTITUTE_CODE> <MB>
  create-coupon [--plan PLAN] [--credits N] [--code CODE] [--expires-days N]
  coupons                               the newest coupons

Plans: STARTER_PLAN ESSENTIAL_PLAN ULTIMATE_PLAN ULTIMATE_PRO_PLAN ENTERPRISE INSTITUTE LARGE_INSTITUTE
       INSTITUTE_BASIC INSTITUTE_PLUS INSTITUTE_PRO DISPLAY RETROFIT ODM`;

/** A mistake in the command line: the message and the usage are printed, the exit code is 2. */
export class UsageError extends Error {}

const CLI = { kind: 'cli' } as const;

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    instancePath: issue.path.length ? `/${issue.path.join('/')}` : '',
    message: issue.message,
    keyword: issue.code,
    params: issue as unknown as Record<string, unknown>,
    schemaPath: '',
  }));
  throw new UsageError(validationMessage(issues as never));
}

const toNumber = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) throw new UsageError(`${name} must be a number`);
  return number;
};

const toLimit = (value: string | undefined, name: string) =>
  value === undefined ? undefined : value === 'unlimited' ? null : toNumber(value, name);

function need(positionals: string[], count: number, usage: string) {
  if (positionals.length < count) throw new UsageError(`Usage: ${usage}`);
  return positionals;
}

async function updatePlanCommand(db: Db, positionals: string[], values: Record<string, unknown>) {
  const [code] = need(positionals, 1, 'update-plan <PLAN> [options]');
  const current = (await plans.listPlans(db)).find((plan) => plan.code === code);
  const features: Record<string, string> = Object.fromEntries(
    (current?.features ?? []).map((entry) => [entry.feature, entry.access]),
  );
  for (const change of (values.feature as string[] | undefined) ?? []) {
    const [key, access] = change.split('=');
    if (!key || !access) throw new UsageError('--feature takes key=INCLUDED|TRIAL|NONE');
    if (access === 'NONE') delete features[key];
    else features[key] = access;
  }
  const limits = {
    maxTeachers: toLimit(values['max-teachers'] as string | undefined, 'max-teachers'),
    maxStudents: toLimit(values['max-students'] as string | undefined, 'max-students'),
    maxClasses: toLimit(values['max-classes'] as string | undefined, 'max-classes'),
    aiCreditsPerPeriod: toLimit(values['ai-credits'] as string | undefined, 'ai-credits'),
    liveSessionsPerDay: toLimit(values['live-sessions'] as string | undefined, 'live-sessions'),
    storageMb: toLimit(values['storage-mb'] as string | undefined, 'storage-mb'),
  };
  const body = parse(UpdatePlanBody, {
    code,
    ...(values.name ? { name: values.name } : {}),
    limits: Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined)),
    ...(values.feature ? { features } : {}),
  });
  return plans.updatePlan(db, CLI, body);
}

type Output = { text: string; json: unknown };

async function licenceCommand(
  db: Db,
  command: string,
  args: string[],
  values: Record<string, unknown>,
): Promise<Output | null> {
  const licence = (details: LicenseDetails) => ({ text: describeLicence(details), json: details });
  switch (command) {
    case 'licence':
      return licence(await admin.operatorLicence(db, CLI, need(args, 1, 'licence <INSTITUTE_CODE>')[0]!.toUpperCase()));
    case 'create-licence': {
      const [instituteKneuraId, planCode] = need(args, 2, 'create-licence <INSTITUTE_CODE> <PLAN>');
      const body = parse(CreateLicenseBody, {
        instituteKneuraId,
        planCode,
        ...(values['account-type'] ? { accountType: values['account-type'] } : {}),
        isActive: !values.inactive,
        ...(values['trial-days'] ? { trialDays: toNumber(values['trial-days'] as string, 'trial-days') } : {}),
      });
      return licence(await admin.createLicence(db, CLI, body));
    }
    case 'change-plan': {
      const [instituteKneuraId, planCode] = need(args, 2, 'change-plan <INSTITUTE_CODE> <PLAN>');
      const accountType = values['account-type'];
      return licence(
        await admin.changePlan(
          db,
          CLI,
          parse(ChangePlanBody, { instituteKneuraId, planCode, ...(accountType ? { accountType } : {}) }),
        ),
      );
    }
    case 'set-active': {
      const [instituteKneuraId, flag] = need(args, 2, 'set-active <INSTITUTE_CODE> <true|false>');
      if (flag !== 'true' && flag !== 'false') throw new UsageError('set-active takes true or false');
      return licence(
        await admin.setActive(
          db,
          CLI,
          parse(setLicenseActiveRoute.body!, { instituteKneuraId, isActive: flag === 'true' }),
        ),
      );
    }
    case 'top-up': {
      const [instituteKneuraId, credits] = need(args, 2, 'top-up <INSTITUTE_CODE> <CREDITS>');
      const body = parse(topUpCreditsRoute.body!, { instituteKneuraId, credits: toNumber(credits, 'credits') });
      return licence(await admin.topUpCredits(db, CLI, body));
    }
    case 'add-storage': {
      const [instituteKneuraId, mb] = need(args, 2, 'add-storage <INSTITUTE_CODE> <MB>');
      const body = parse(addStorageRoute.body!, { instituteKneuraId, storageMb: toNumber(mb, 'storageMb') });
      return licence(await admin.addStorage(db, CLI, body));
    }
    case 'transfer': {
      const [fromInstituteKneuraId, toInstituteKneuraId, type, amount] = need(
        args,
        4,
        'transfer <FROM> <TO> <TYPE> <AMOUNT>',
      );
      const body = parse(TransferLimitsBody, {
        fromInstituteKneuraId,
        toInstituteKneuraId,
        type,
        amount: toNumber(amount, 'amount'),
      });
      const result = await admin.transferLimits(db, CLI, body);
      return { text: `${describeLicence(result.from)}\n${describeLicence(result.to)}`, json: result };
    }
    default:
      return null;
  }
}

/** Runs one command on the database; returns what to print. Throws UsageError or AppError. */
export async function runOperatorCommand(db: Db, argv: string[]): Promise<Output> {
  const { positionals, values } = parseCommandLine(argv);
  const [command, ...args] = positionals;
  if (!command || values.help || command === 'help') return { text: USAGE, json: { usage: USAGE } };
  const licence = await licenceCommand(db, command, args, values);
  if (licence) return licence;
  return otherCommand(db, command, args, values);
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        'account-type': { type: 'string' },
        inactive: { type: 'boolean' },
        'trial-days': { type: 'string' },
        plan: { type: 'string' },
        credits: { type: 'string' },
        code: { type: 'string' },
        'expires-days': { type: 'string' },
        name: { type: 'string' },
        'max-teachers': { type: 'string' },
        'max-students': { type: 'string' },
        'max-classes': { type: 'string' },
        'ai-credits': { type: 'string' },
        'live-sessions': { type: 'string' },
        'storage-mb': { type: 'string' },
        feature: { type: 'string', multiple: true },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function otherCommand(db: Db, command: string, args: string[], values: Record<string, unknown>): Promise<Output> {
  switch (command) {
    case 'grant': {
      const result = await operators.grantOperator(db, need(args, 1, 'grant <email>')[0]!);
      return { text: `${result.email} ${result.added ? 'is now' : 'was already'} a platform operator`, json: result };
    }
    case 'revoke': {
      const result = await operators.revokeOperator(db, need(args, 1, 'revoke <email>')[0]!);
      return { text: `${result.email} is no longer a platform operator`, json: result };
    }
    case 'operators': {
      const rows = await operators.listOperators(db);
      return {
        text: rows.map((row) => `${row.email} (granted by ${row.grantedBy})`).join('\n') || 'No operators',
        json: rows,
      };
    }
    case 'plans': {
      const rows = await plans.listPlans(db);
      return { text: rows.map(describePlan).join('\n'), json: rows };
    }
    case 'update-plan': {
      const plan = await updatePlanCommand(db, args, values);
      return { text: describePlan(plan), json: plan };
    }
    case 'institutes': {
      const rows = await operators.listInstitutes(db, CLI, args.join(' ') || undefined);
      const text = rows
        .map(
          (row) =>
            `${row.instituteKneuraId}  ${row.name}  ${row.license ? `${row.license.planCode}${row.license.isUsable ? '' : ' (not usable)'}` : 'no licence'}`,
        )
        .join('\n');
      return { text: text || 'No institutes', json: rows };
    }
    case 'create-coupon': {
      const body = parse(CreateCouponBody, {
        ...(values.plan ? { planCode: values.plan } : {}),
        ...(values.credits ? { aiCredits: toNumber(values.credits as string, 'credits') } : {}),
        ...(values.code ? { code: values.code } : {}),
        ...(values['expires-days']
          ? { expiresInDays: toNumber(values['expires-days'] as string, 'expires-days') }
          : {}),
      });
      const coupon = await coupons.createCoupon(db, CLI, body);
      return {
        text: `Coupon ${coupon.code}: plan ${coupon.planCode ?? '-'}, ${coupon.aiCredits} AI credits`,
        json: coupon,
      };
    }
    case 'coupons': {
      const rows = await coupons.listCoupons(db, CLI);
      const text = rows
        .map(
          (row) =>
            `${row.code}  ${row.planCode ?? '-'}  ${row.aiCredits} credits  ${row.redeemedBy ? `redeemed by ${row.redeemedBy.instituteKneuraId}` : 'not redeemed'}`,
        )
        .join('\n');
      return { text: text || 'No coupons', json: rows };
    }
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

export const isKnownFailure = (error: unknown): error is UsageError | AppError =>
  error instanceof UsageError || error instanceof AppError;
