import { licenceUseStatus, type Edition, type LicenceStatus, type LicenceView } from '@fleetkey/contract';
import type { Selectable } from 'kysely';
import type { LicencesTable } from '../../../db/schema';

/** A stored licence row. */
export type LicenceRow = Selectable<LicencesTable>;

/** The device a row is bound to, or null. */
export function boundDevice(row: Pick<LicenceRow, 'deviceId' | 'deviceName'>): LicenceView['bindDevice'] {
  return row.deviceId === null ? null : { deviceId: row.deviceId, deviceName: row.deviceName ?? '' };
}

/** A licence as its owner reads it; the use status is derived at `now`, never stored. */
export function licenceToView(row: LicenceRow, now: number): LicenceView {
  const bindDevice = boundDevice(row);
  return {
    id: row.id,
    licenseId: row.licenceNo,
    // Only contract values are ever written (the edition and status schemas guard every input).
    edition: row.edition as Edition,
    duration: row.duration,
    status: row.status as LicenceStatus,
    useStatus: licenceUseStatus({ expiredAt: row.expiredAt, bindDevice }, new Date(now)),
    name: row.name,
    industry: row.industry,
    office: row.office,
    remark: row.remark,
    bindDevice,
    unbindCount: row.unbindCount,
    userId: row.userId,
    startsAt: row.startsAt,
    createdAt: row.createdAt,
    expiredAt: row.expiredAt,
  };
}

/** Whether the licence has expired at `now`: strictly after its expiredAt, as licenceUseStatus decides. */
export function isExpired(row: Pick<LicenceRow, 'expiredAt'>, now: number): boolean {
  return row.expiredAt < now;
}
