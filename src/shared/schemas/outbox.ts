import * as yup from 'yup';
import { MESSAGE_PAGE, MESSAGE_PAGE_MAX, MESSAGE_STATUSES } from '../outbox-types';
import { pageCursorField, pageLimitField } from './fields';

export const messageListQuerySchema = yup
  .object({
    status: yup
      .string()
      .oneOf([...MESSAGE_STATUSES], `status must be one of ${MESSAGE_STATUSES.join(', ')}.`)
      .default('failed'),
    limit: pageLimitField(MESSAGE_PAGE_MAX, MESSAGE_PAGE),
    cursor: pageCursorField(),
  })
  .noUnknown('Unknown field: ${unknown}');

export type MessageListQuery = yup.InferType<typeof messageListQuerySchema>;
