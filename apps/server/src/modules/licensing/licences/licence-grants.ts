import type {
  LicenceBoardGrant,
  LicenceGrantHead,
  LicenceNodeGrant,
  LicenceNodes,
  LicencePermissions,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { licenceGrantsRepository } from './licence-grants.repository';

// What a licence permits (licence-portal.md §6, §7 nodes_license, permission_license): the desktop toolkit
// asks before enabling nodes. A licence grants through its role: the role's `node` items (read or write),
// the boards linked to the role, and read on every node of those boards. Expired licences grant nothing
// and are left out; a licence without a role is listed with empty grants.

type Grants = { nodes: LicenceNodeGrant[]; boards: LicenceBoardGrant[] };

/** The grants of a user's licences, read fresh on every call (a role's change shows at once). */
export function licenceGrants({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  const repository = licenceGrantsRepository(db);

  async function heads(userId: string) {
    const all = await repository.heads(userId, clock.now());
    const roleIds = [...new Set(all.flatMap((head) => (head.roleId ? [head.roleId] : [])))];
    return { all, roleIds };
  }

  const headOf = ({ roleId: _roleId, ...head }: LicenceGrantHead & { roleId: string | null }) => head;

  // Per role: its boards (with node ids) and its nodes, the strongest permit per node.
  async function roleGrants(roleIds: readonly string[]): Promise<Map<string, Grants>> {
    const byRole = new Map<string, Grants>(roleIds.map((id) => [id, { nodes: [], boards: [] }]));
    const boards = await repository.boards(roleIds);
    const boardNodes = await repository.boardNodes([...new Set(boards.map((board) => board.id))]);
    const nodes = new Map<string, Map<string, LicenceNodeGrant>>(roleIds.map((id) => [id, new Map()]));
    const grant = (roleId: string, node: LicenceNodeGrant) => {
      const held = nodes.get(roleId);
      const current = held?.get(node.id);
      // Write includes read: the strongest permit wins.
      if (!current || (current.permit === 'read' && node.permit === 'write')) held?.set(node.id, node);
    };
    for (const { roleId, ...node } of await repository.nodeItems(roleIds)) grant(roleId, node);
    for (const { roleId, ...board } of boards) {
      const own = boardNodes.filter((link) => link.boardId === board.id);
      byRole.get(roleId)?.boards.push({ ...board, nodeIds: own.map((link) => link.id) });
      for (const { id, name, type, os, version, demoFileName } of own)
        grant(roleId, { id, name, type, os, version, demoFileName, permit: 'read' });
    }
    for (const [roleId, held] of nodes) {
      const grants = byRole.get(roleId);
      if (grants) grants.nodes = [...held.values()].sort((a, b) => a.name.localeCompare(b.name));
    }
    return byRole;
  }

  return {
    /** GET /nodes_license. */
    async nodes(userId: string): Promise<LicenceNodes[]> {
      const { all, roleIds } = await heads(userId);
      const grants = await roleGrants(roleIds);
      return all.map((head) => {
        const held = head.roleId ? grants.get(head.roleId) : undefined;
        return { ...headOf(head), nodes: held?.nodes ?? [], boards: held?.boards ?? [] };
      });
    },

    /** GET /permission_license: the Function tab's feature permissions and the Flow tab's nodes. */
    async permissions(userId: string): Promise<LicencePermissions[]> {
      const { all, roleIds } = await heads(userId);
      const grants = await roleGrants(roleIds);
      const functions = await repository.functionItems(roleIds);
      return all.map((head) => {
        const held = head.roleId ? grants.get(head.roleId) : undefined;
        return {
          ...headOf(head),
          functions: functions
            .filter((item) => item.roleId === head.roleId)
            .map(({ roleId: _roleId, ...item }) => item),
          flows: (held?.nodes ?? []).map(({ id, name, permit }) => ({ id, name, permit })),
        };
      });
    },
  };
}
