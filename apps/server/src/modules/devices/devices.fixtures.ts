import { IDLE_DISPLAY } from '@bright/contracts';
import type { Db } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import { openSession } from '../auth';
import * as q from './devices.queries';

/** Test helper: a display already paired to a user, through a fresh session of theirs. */
export async function buildPairedDevice(
  db: Db,
  owner: { id: string },
  instituteId: string | null,
  deviceId = `d${newToken().slice(0, 8)}`,
) {
  const { token, session } = await openSession(db, owner.id, instituteId);
  const deviceToken = newToken();
  const device = await q.insertPairedDevice(db, {
    deviceId,
    deviceName: 'Room 4 display',
    ownerId: owner.id,
    instituteId,
    ownerSessionId: session.id,
    tokenHash: hashToken(deviceToken),
    state: IDLE_DISPLAY,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { device, deviceToken, ownerToken: token, session };
}
