import { messageListQuerySchema, recordIdParamsSchema } from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { requireUser } from '../../../platform/auth/auth.plugin';
import { messagesService } from './messages.service';

/** /messages: the user's message centre and the header's unread badge. */
export function messagesRoutes(context: AppContext): void {
  const { app } = context;
  const messages = messagesService(context);

  app.get(
    '/v1/messages',
    { config: { audience: 'account' }, schema: { querystring: messageListQuerySchema } },
    async (request) => ({
      data: await messages.list(requireUser(request).id, request.query),
    }),
  );

  // The literal paths first, so neither reads as a message id.
  app.get('/v1/messages/unread', { config: { audience: 'account' } }, async (request) => ({
    data: { count: await messages.unreadCount(requireUser(request).id) },
  }));

  // "Mark all read" (the spec's path ends in a slash; the api-client may leave it off).
  for (const url of ['/v1/messages/read/', '/v1/messages/read']) {
    app.put(url, { config: { audience: 'account' } }, async (request) => ({
      data: { count: await messages.markAllRead(requireUser(request).id) },
    }));
  }

  app.put(
    '/v1/messages/read/:id',
    { config: { audience: 'account' }, schema: { params: recordIdParamsSchema } },
    async (request) => ({
      data: await messages.markRead(requireUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/v1/messages/:id',
    { config: { audience: 'account' }, schema: { params: recordIdParamsSchema } },
    async (request) => ({
      data: await messages.get(requireUser(request).id, request.params.id),
    }),
  );
}
