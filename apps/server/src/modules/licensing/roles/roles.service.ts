import type { RoleCreate, RoleUpdate, RoleView } from '@fleetkey/contract';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { isForeignKeyViolation } from '../../../db/engine';
import type { Db } from '../../../db/kysely';
import type { ListPage, ListWindow } from '../../../db/paging';
import type { AdminAccess } from '../../../platform/auth/admin-access';
import { AppError } from '../../../platform/errors/app-error';
import { withOplog, type OplogActor } from '../../../platform/oplog/oplog';
import { oplogText } from '../../site/oplogs/oplog-texts';
import { uniqueName } from '../permissions/unique-name';
import { assertCanGrant, checkItemsExist } from './role-items';
import { lockRole } from './role-lock.repository';
import { rolesRepository } from './roles.repository';

/** Who changes roles: the operation log's actor and their own access (no granting beyond it). */
export interface RoleEditor {
  actor: OplogActor;
  access: AdminAccess | null;
}

/** Roles (groups): unique names, permission trees checked against the catalogue and the editor's access. */
export function rolesService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const roles = rolesRepository(db);

  async function found(id: string): Promise<RoleView> {
    const head = await roles.findById(id);
    if (!head) throw AppError.of('NOT_FOUND');
    return { ...head, permissions: (await roles.itemsOf([id])).get(id) ?? [] };
  }

  async function withItems(heads: Omit<RoleView, 'permissions'>[]): Promise<RoleView[]> {
    const items = await roles.itemsOf(heads.map((role) => role.id));
    return heads.map((role) => ({ ...role, permissions: items.get(role.id) ?? [] }));
  }

  async function insert(trx: Db, body: RoleCreate, now: number): Promise<string> {
    const id = randomUUID();
    await rolesRepository(trx).insert({
      id,
      name: body.name,
      nameKey: body.name.toLowerCase(),
      description: body.description ?? '',
      createdAt: now,
      updatedAt: now,
    });
    await rolesRepository(trx).setItems(id, body.permissions ?? []);
    return id;
  }

  // Checks a batch before anything is written: unique names (also within the batch), known items, and
  // nothing granted beyond the editor's own access.
  async function checkNew(editor: RoleEditor, bodies: readonly RoleCreate[], path: (i: number) => string) {
    const names = new Set<string>();
    for (const [index, body] of bodies.entries()) {
      const key = body.name.toLowerCase();
      if (names.has(key) || (await roles.nameTaken(body.name))) {
        throw AppError.of('NAME_IN_USE', { name: body.name });
      }
      names.add(key);
      const items = body.permissions ?? [];
      await checkItemsExist(db, items, path(index));
      assertCanGrant(editor.access, items);
    }
  }

  return {
    found,

    async list(query: ListWindow & { search?: string | undefined }): Promise<ListPage<RoleView>> {
      const page = await roles.list(query);
      return { ...page, result: await withItems(page.result) };
    },

    /** Every matching role with its tree (at most `max`), for the CSV export. */
    async all(query: { search?: string | undefined; descend: boolean }, max: number): Promise<RoleView[]> {
      return withItems(await roles.all(query, max));
    },

    async create(editor: RoleEditor, body: RoleCreate): Promise<RoleView> {
      await checkNew(editor, [body], () => 'permissions');
      const id = await uniqueName(() =>
        withOplog(db, clock, editor.actor, oplogText('createdRole', { name: body.name }), (trx) =>
          insert(trx, body, clock.now()),
        ),
      );
      return found(id);
    },

    /** POST /roles/batch: all the roles or none. */
    async createBatch(editor: RoleEditor, bodies: readonly RoleCreate[]): Promise<RoleView[]> {
      await checkNew(editor, bodies, (index) => `roles.${index}.permissions`);
      const text = oplogText('createdRoles', { names: bodies.map((body) => body.name).join(', ') });
      const ids = await uniqueName(() =>
        withOplog(db, clock, editor.actor, text, async (trx) => {
          const now = clock.now();
          const created: string[] = [];
          for (const body of bodies) created.push(await insert(trx, body, now));
          return created;
        }),
      );
      return Promise.all(ids.map(found));
    },

    async update(editor: RoleEditor, id: string, body: RoleUpdate): Promise<RoleView> {
      const current = await found(id);
      // A role granting more than the editor holds is out of their reach, even to narrow it.
      assertCanGrant(editor.access, current.permissions);
      const { name, description, permissions } = body;
      if (name !== undefined && (await roles.nameTaken(name, id))) throw AppError.of('NAME_IN_USE', { name });
      if (permissions) {
        await checkItemsExist(db, permissions, 'permissions');
        assertCanGrant(editor.access, permissions);
      }
      await uniqueName(() =>
        withOplog(
          db,
          clock,
          editor.actor,
          oplogText('updatedRole', { name: current.name, fields: Object.keys(body).join(', ') }),
          async (trx) => {
            await rolesRepository(trx).update(id, {
              ...(name !== undefined ? { name, nameKey: name.toLowerCase() } : {}),
              ...(description !== undefined ? { description } : {}),
              updatedAt: clock.now(),
            });
            if (permissions) await rolesRepository(trx).setItems(id, permissions);
          },
        ),
      );
      return found(id);
    },

    /** Deletes a role nothing refers to: ROLE_IN_USE while administrators, boards or licences do. */
    async remove(editor: RoleEditor, id: string): Promise<void> {
      const current = await found(id);
      assertCanGrant(editor.access, current.permissions);
      const text = oplogText('deletedRole', { name: current.name });
      try {
        await withOplog(db, clock, editor.actor, text, async (trx) => {
          // Locked before counting: an assignment to a licence running now either lands first and is
          // counted, or waits and then finds the role gone (lockRole).
          if (!(await lockRole(trx, id))) throw AppError.of('NOT_FOUND');
          const usage = await rolesRepository(trx).usage(id);
          if (usage.admins + usage.boards + usage.licences > 0) throw AppError.of('ROLE_IN_USE', usage);
          await rolesRepository(trx).delete(id);
        });
      } catch (error) {
        // A link made while this transaction ran (PostgreSQL): its foreign key refuses the delete.
        if (isForeignKeyViolation(error)) throw AppError.of('ROLE_IN_USE');
        throw error;
      }
    },
  };
}
