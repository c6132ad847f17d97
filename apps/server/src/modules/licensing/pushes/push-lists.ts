import type { MessageType } from '@fleetkey/contract';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';
import { containsText } from '../../../db/search';

/** What the push lists filter on: a message type and text in the title or content. */
export interface PushFilter {
  type?: MessageType | undefined;
  search?: string | undefined;
}

/** The pushes (broadcasts or tickets) a list's filter keeps. */
export function pushMatches(
  eb: ExpressionBuilder<Database, 'broadcasts' | 'tickets'>,
  { type, search }: PushFilter,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (type !== undefined) conditions.push(eb('type', '=', type));
  if (search) conditions.push(eb.or([containsText('title', search), containsText('content', search)]));
  return eb.and(conditions);
}

/**
 * A push row as the calls answer it (pushes are only written with MESSAGE_TYPES codes: the create schemas'
 * check).
 */
export const withMessageType = <Row extends { type: number }>(row: Row): Row & { type: MessageType } => ({
  ...row,
  type: row.type as MessageType,
});
