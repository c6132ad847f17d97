import { ADMIN_EXPORT_MAX_ROWS, type LicenceAdminRow, type LicenceUpdate } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { offlineFilesRepository } from '../licences/offline-files.repository';
import type { ListPage, ListWindow } from '../../../db/paging';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { lockRole } from '../roles/role-lock.repository';
import { toLicenceAdminRow } from './licence-admin-row';
import { licenceAdminRepository, type LicenceAdminView } from './licence-admin.repository';

/** The administrators' licences: the list, changes, deletion and the role (permission group). */
export function licenceAdminService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const licences = licenceAdminRepository(db);

  async function found(id: string): Promise<LicenceAdminRow> {
    const record = await licences.findById(id);
    if (!record) throw AppError.of('NOT_FOUND');
    return toLicenceAdminRow(record, clock.now());
  }

  return {
    async list(query: LicenceAdminView & ListWindow): Promise<ListPage<LicenceAdminRow>> {
      const now = clock.now();
      const page = await licences.list(query, now);
      return { ...page, result: page.result.map((record) => toLicenceAdminRow(record, now)) };
    },

    /** The view's rows for the CSV export: all pages, up to ADMIN_EXPORT_MAX_ROWS. */
    async exportRows(view: LicenceAdminView): Promise<LicenceAdminRow[]> {
      const now = clock.now();
      const records = await licences.first(view, ADMIN_EXPORT_MAX_ROWS, now);
      return records.map((record) => toLicenceAdminRow(record, now));
    },

    /** PUT /licences/update/{id}: remark, edition (`type`), expiry and name, at least one of them. */
    async update(actor: OplogActor, id: string, change: LicenceUpdate): Promise<LicenceAdminRow> {
      const licence = await found(id);
      const { type, expiredAt, name, remark } = change;
      const fields = Object.keys(change).filter((key) => change[key as keyof LicenceUpdate] !== undefined);
      const text = oplogText('updatedLicence', { licenceNo: licence.licenceNo, fields: fields.join(', ') });
      await withOplog(db, clock, actor, text, (trx) =>
        licenceAdminRepository(trx).update(id, {
          ...(type !== undefined ? { edition: type } : {}),
          ...(expiredAt !== undefined ? { expiredAt } : {}),
          ...(name !== undefined ? { name } : {}),
          ...(remark !== undefined ? { remark } : {}),
          updatedAt: clock.now(),
        }),
      );
      return found(id);
    },

    /**
     * DELETE /licences/{id}: the licence and, through their foreign keys, its applications; its offline
     * files still within their lease are revoked.
     */
    async remove(actor: OplogActor, id: string): Promise<void> {
      const licence = await found(id);
      const text = oplogText('deletedLicence', {
        licenceNo: licence.licenceNo,
        username: licence.user.username,
      });
      await withOplog(db, clock, actor, text, async (trx) => {
        await licenceAdminRepository(trx).delete(id);
        await offlineFilesRepository(trx).revokeOf(id, clock.now());
      });
    },

    /** PUT /licences/role/{id}: assigns a role (permission group) to the licence, or clears it with null. */
    async assignRole(actor: OplogActor, id: string, roleId: string | null): Promise<LicenceAdminRow> {
      const licence = await found(id);
      // licences.role_id has no foreign key, so an unknown role is refused here: first for the log's
      // name, then under the role's lock, which holds off a delete of the role until this commits.
      const role = roleId === null ? null : await licences.roleById(roleId);
      if (role === undefined) throw AppError.of('NOT_FOUND', { roleId });
      const text = role
        ? oplogText('assignedLicenceRole', { licenceNo: licence.licenceNo, roleName: role.name })
        : oplogText('clearedLicenceRole', { licenceNo: licence.licenceNo });
      await withOplog(db, clock, actor, text, async (trx) => {
        if (role && !(await lockRole(trx, role.id))) throw AppError.of('NOT_FOUND', { roleId });
        await licenceAdminRepository(trx).update(id, { roleId: role?.id ?? null, updatedAt: clock.now() });
      });
      return found(id);
    },
  };
}
