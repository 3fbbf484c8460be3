import type { AuditAction } from './audit';
import type { UserDto } from './api-types';

/**
 * The answers of the profile's security routes: email change, active sessions and
 * the investor's own security events. Kept apart from api-types.ts so account
 * security's types have a file of their own.
 */

/** PUT /api/auth/update: a new email waits for the code mailed to it; the other fields are saved. */
export interface UpdateProfileResponse {
  user: UserDto;
  emailChange?: { pendingEmail: string };
}

export interface SessionDto {
  _id: string;
  /** Browser and system, e.g. "Chrome on Android"; "Unknown device" when the agent says nothing useful. */
  device: string;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  /** The session this request was made with. */
  current: boolean;
}

export interface SessionListResponse {
  sessions: SessionDto[];
}

export interface RevokeOthersResponse {
  message: string;
  revoked: number;
}

export interface SecurityEventDto {
  _id: string;
  action: AuditAction;
  ip: string | null;
  device: string | null;
  createdAt: string;
}

export interface SecurityEventListResponse {
  events: SecurityEventDto[];
}

/** How many security events the profile shows. */
export const SECURITY_EVENT_LIMIT = 20;
