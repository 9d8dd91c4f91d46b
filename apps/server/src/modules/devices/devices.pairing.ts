import {
  DEVICE_CODE_LENGTH,
  DEVICE_LIMITS,
  DEVICE_MESSAGES,
  IDLE_DISPLAY,
  type PairingTicket,
} from '@bright/contracts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { hashToken, newCode, newToken } from '../../lib/tokens';
import * as q from './devices.queries';

const minuteBefore = (now: Date) => new Date(now.getTime() - 60_000);

/** A display asks for a code: 7 letters without look-alikes, and the secret that names its waiting room. */
export async function startPairing(
  db: Db,
  body: { deviceId: string; deviceName?: string },
  address: string,
  now = new Date(),
): Promise<PairingTicket> {
  if ((await q.countPairingsFrom(db, address, minuteBefore(now))) >= DEVICE_LIMITS.codesPerMinute)
    throw new AppError('RATE_LIMITED', DEVICE_MESSAGES.tooManyCodes);
  await q.pruneOldPairings(db, now);
  const expiresAt = new Date(now.getTime() + DEVICE_LIMITS.codeLifetimeMs);
  const pairingSecret = randomBytes(16).toString('base64url');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const deviceCode = newCode(DEVICE_CODE_LENGTH);
    const row = await q.insertPairing(db, {
      code: deviceCode,
      secretHash: hashToken(pairingSecret),
      deviceId: body.deviceId,
      deviceName: body.deviceName ?? `Display ${body.deviceId.slice(0, 12)}`,
      address,
      expiresAt,
    });
    if (row) return { pairingSecret, deviceCode, expiresAt: expiresAt.toISOString() };
  }
  throw new Error('startPairing: no free code after 5 draws');
}

export interface Paired {
  device: q.PairedDeviceRow;
  ownerName: string;
  deviceToken: string;
  /** The waiting display's room key (the hash of its secret). */
  pairingKey: string;
  /** The owner's earlier pairing of the same display, now revoked. */
  replaced: q.PairedDeviceRow[];
}

async function refuseWrongCode(db: Db, scopes: string[], message: string): Promise<never> {
  await q.recordFailure(db, scopes);
  throw badRequest(message);
}

/**
 * The teacher claims a code. Refused while the account or the address has 20 wrong codes in the last
 * minute (even a right one: a guesser learns nothing); an unknown, expired or used code counts as wrong.
 */
export async function pairDevice(
  db: Db,
  actor: Actor,
  code: string,
  address: string,
  ownerName: string,
  now = new Date(),
): Promise<Paired> {
  const scopes = [`user:${actor.userId}`, `ip:${address}`];
  if ((await q.countFailures(db, scopes, minuteBefore(now))) >= DEVICE_LIMITS.wrongCodesPerMinute)
    throw new AppError('RATE_LIMITED', DEVICE_MESSAGES.tooManyWrongCodes);
  const pairing = await q.findPairingByCode(db, code);
  if (!pairing) return refuseWrongCode(db, scopes, DEVICE_MESSAGES.invalidDeviceCode);
  if (pairing.usedAt) return refuseWrongCode(db, scopes, DEVICE_MESSAGES.codeUsed);
  if (pairing.expiresAt <= now) return refuseWrongCode(db, scopes, DEVICE_MESSAGES.codeExpired);
  const deviceToken = newToken();
  const result = await db.transaction(async (tx) => {
    if (!(await q.usePairing(tx, pairing.id, now))) return null;
    const replaced = await q.revokeForOwner(tx, actor.userId, now, pairing.deviceId);
    const device = await q.insertPairedDevice(tx, {
      deviceId: pairing.deviceId,
      deviceName: pairing.deviceName,
      ownerId: actor.userId,
      instituteId: actor.instituteId,
      ownerSessionId: actor.sessionId,
      tokenHash: hashToken(deviceToken),
      state: IDLE_DISPLAY,
      expiresAt: new Date(now.getTime() + DEVICE_LIMITS.tokenLifetimeMs),
    });
    return { device, replaced };
  });
  if (!result) return refuseWrongCode(db, scopes, DEVICE_MESSAGES.codeUsed);
  return { ...result, ownerName, deviceToken, pairingKey: pairing.secretHash };
}

/** Unpairs one of the owner's displays, or all of them; another's display is not found. */
export async function unpair(db: Db, actor: Actor, deviceId: string | undefined, now = new Date()) {
  const revoked = await q.revokeForOwner(db, actor.userId, now, deviceId);
  if (revoked.length === 0)
    throw deviceId ? notFound(DEVICE_MESSAGES.deviceNotFound) : badRequest(DEVICE_MESSAGES.noDevice);
  return revoked;
}
