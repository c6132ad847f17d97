import { AppError } from '../../../platform/errors/app-error';
import type { licenceGrants } from '../licences/licence-grants';

/**
 * Refuses a user whose valid licences do not grant the node (read or write, directly or through a
 * linked board): the same grants GET /nodes_license lists, so the screen offers only what passes.
 */
export async function mustHoldNode(
  grants: ReturnType<typeof licenceGrants>,
  userId: string,
  nodeId: string,
): Promise<void> {
  const held = await grants.nodes(userId);
  if (!held.some((licence) => licence.nodes.some((node) => node.id === nodeId)))
    throw AppError.of('FORBIDDEN');
}
