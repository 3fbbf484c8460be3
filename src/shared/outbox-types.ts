/** The outbox as admins see it (GET /api/admin/messages): messages by status, newest first. */
export const MESSAGE_STATUSES = ['failed', 'pending', 'sent'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface OutboxMessageDto {
  _id: string;
  channel: 'email' | 'sms';
  /** The address or number it goes to. */
  recipient: string;
  /** What it is about; never a code. */
  subject: string;
  status: MessageStatus;
  attempts: number;
  /** Why the last try failed, as the relay or gateway said it. */
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  /** False for a code given up: its text was wiped, so the person asks for a new one instead. */
  retryable: boolean;
}

export interface OutboxMessageListResponse {
  messages: OutboxMessageDto[];
  nextCursor: string | null;
}

export const MESSAGE_PAGE = 25;
export const MESSAGE_PAGE_MAX = 100;
