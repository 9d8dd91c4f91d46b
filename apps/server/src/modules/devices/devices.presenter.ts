import type { PairedDevice } from '@bright/contracts';
import type { PairedDeviceRow } from './devices.queries';

/** The only shape a pairing leaves the server in: never its token hash or its owner's session. */
export const toPairedDevice = (row: PairedDeviceRow, online: boolean): PairedDevice => ({
  deviceId: row.deviceId,
  deviceName: row.deviceName,
  pairedAt: row.pairedAt.toISOString(),
  online,
});
