import type { FastifyPluginAsync } from 'fastify';
import type { OutboxMessageDto, OutboxMessageListResponse } from '../../shared/outbox-types';
import { outboxMessageListResponseSchema, outboxMessageResponseSchema } from '../../shared/responses/outbox';
import { idParams } from '../../shared/schemas/fields';
import { messageListQuerySchema, type MessageListQuery } from '../../shared/schemas/outbox';
import { cursorFromQuery } from '../db/keyset-cursor';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { listMessages, retryMessage, toMessageDto } from '../notifications/outbox-admin';
import { errors } from '../openapi/responses';
import { currentUser } from '../plugins/auth';
import { originOf, recordAudit } from '../services/audit';

const messageIdParams = idParams('Message id');

/** The outbox for admins: messages that were given up (and the rest), and sending a given-up one again. */
export const adminMessageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: MessageListQuery }>(
    '/admin/messages',
    { config: { access: 'admin' }, schema: { response: { 200: outboxMessageListResponseSchema }, querystring: messageListQuerySchema } },
    async (request): Promise<OutboxMessageListResponse> => {
      const { status, limit, cursor } = request.query;
      const { page, next } = await listMessages(app.db, { status, limit, after: cursorFromQuery(cursor) });
      return { messages: page.map(toMessageDto), nextCursor: next };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/admin/messages/:id/retry',
    { config: { access: 'admin' }, schema: { response: { 200: outboxMessageResponseSchema, ...errors(404, 409) }, params: messageIdParams } },
    async (request): Promise<{ message: OutboxMessageDto }> => {
      const admin = currentUser(request);
      const outcome = await writeTransaction(app.db, async (trx) => {
        const result = await retryMessage(trx, request.params.id);
        if (result.status === 'retried') {
          const { row } = result;
          await recordAudit(trx, originOf(request), {
            actorId: admin.id,
            action: 'message_retried',
            targetType: 'message',
            targetId: row.id,
            after: { channel: row.channel, subject: row.subject },
          });
        }
        return result;
      });
      if (outcome.status === 'missing') throw new HttpError(404, 'No message has this id.', 'MESSAGE_NOT_FOUND');
      if (outcome.status === 'not-failed') throw new HttpError(409, 'Only a message that was given up can be sent again; this one is waiting or sent.', 'MESSAGE_NOT_FAILED');
      if (outcome.status === 'wiped')
        throw new HttpError(409, 'This message held a code, which was wiped when it was given up. The person can ask for a new code.', 'MESSAGE_WIPED');
      request.log.info({ actor: admin.id, target: outcome.row.id, action: 'message_retried' }, 'admin sent a given-up message again');
      return { message: toMessageDto(outcome.row) };
    },
  );
};
