import { licenceUseStatus, type Edition, type LicenceAdminRow, type LicenceStatus } from '@fleetkey/contract';
import { boundDevice } from '../licences/licence-view';
import type { LicenceAdminRecord } from './licence-admin.repository';

/** A joined licence as the administrators' list reads it; the use status is derived at `now`. */
export function toLicenceAdminRow(record: LicenceAdminRecord, now: number): LicenceAdminRow {
  const device = boundDevice(record);
  return {
    id: record.id,
    licenceNo: record.licenceNo,
    name: record.name,
    alias: record.alias,
    remark: record.remark,
    device,
    startsAt: record.startsAt,
    expiredAt: record.expiredAt,
    createdAt: record.createdAt,
    useStatus: licenceUseStatus({ expiredAt: record.expiredAt, bindDevice: device }, new Date(now)),
    // Only contract values are ever written (the edition and status schemas guard every input).
    edition: record.edition as Edition,
    status: record.status as LicenceStatus,
    // A role id whose role is gone (role_id has no foreign key) reads as no role.
    role:
      record.roleId !== null && record.roleName !== null
        ? { id: record.roleId, name: record.roleName }
        : null,
    user: { id: record.userId, username: record.username, name: record.userName, mobile: record.mobile },
    AEName: record.aeName,
    AEMobile: record.aeMobile,
  };
}
