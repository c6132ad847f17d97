import type { LicenceBoardGrant, LicenceGrantHead, LicenceNodeGrant, LicenceNodes } from '@fleetkey/contract';

// A user's licences each grant nodes and boards through their role; the screens list each node or board
// once, with the strongest permit and the licences it comes from.

/** A licence as a grant names it: its number and edition. */
export type GrantSource = Pick<LicenceGrantHead, 'licenseId' | 'edition'>;

/** A node the user's licences grant. */
export interface GrantedNode extends LicenceNodeGrant {
  licences: GrantSource[];
}

/** A board the user's licences grant. */
export interface GrantedBoard extends LicenceBoardGrant {
  licences: GrantSource[];
}

const sourceOf = ({ licenseId, edition }: LicenceGrantHead): GrantSource => ({ licenseId, edition });

/** Every node granted, once, with write winning over read; by name. */
export function grantedNodes(licences: readonly LicenceNodes[]): GrantedNode[] {
  const byId = new Map<string, GrantedNode>();
  for (const licence of licences) {
    for (const node of licence.nodes) {
      const found = byId.get(node.id);
      if (!found) byId.set(node.id, { ...node, licences: [sourceOf(licence)] });
      else {
        if (node.permit === 'write') found.permit = 'write';
        found.licences.push(sourceOf(licence));
      }
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Every board granted, once; by model. */
export function grantedBoards(licences: readonly LicenceNodes[]): GrantedBoard[] {
  const byId = new Map<string, GrantedBoard>();
  for (const licence of licences) {
    for (const board of licence.boards) {
      const found = byId.get(board.id);
      if (!found) byId.set(board.id, { ...board, licences: [sourceOf(licence)] });
      else found.licences.push(sourceOf(licence));
    }
  }
  return [...byId.values()].sort((a, b) => a.model.localeCompare(b.model));
}

/** Whether a row's text fields hold the search text (case ignored). */
export function matches(fields: readonly string[], search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || fields.some((field) => field.toLowerCase().includes(needle));
}
