import type * as yup from 'yup';
import { MESSAGE_STATUSES, type OutboxMessageDto, type OutboxMessageListResponse } from '../outbox-types';
import { described, type Same } from './same';
import { flag, listOf, num, oneOfText, shape, text, textOrNull } from './shape';

export const outboxMessageSchema = shape({
  _id: text(),
  channel: oneOfText(['email', 'sms'] as const),
  recipient: text(),
  subject: text(),
  status: oneOfText(MESSAGE_STATUSES),
  attempts: num(),
  lastError: textOrNull(),
  createdAt: text(),
  nextAttemptAt: text(),
  sentAt: textOrNull(),
  retryable: flag(),
}).label('OutboxMessage');

export const outboxMessageListResponseSchema = shape({ messages: listOf(outboxMessageSchema), nextCursor: textOrNull() });
export const outboxMessageResponseSchema = shape({ message: outboxMessageSchema });

described<Same<yup.InferType<typeof outboxMessageSchema>, OutboxMessageDto>>();
described<Same<yup.InferType<typeof outboxMessageListResponseSchema>, OutboxMessageListResponse>>();
