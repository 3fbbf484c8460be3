/** One message in a person's inbox, worded in the language asked for (GET /api/notifications). */
export interface NotificationDto {
  _id: string;
  kind: string;
  title: string;
  body: string;
  /** The app path it opens; null when it opens nothing. */
  link: string | null;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationListResponse {
  notifications: NotificationDto[];
  nextCursor: string | null;
  unread: number;
}

export interface NotificationsReadResponse {
  unread: number;
}

/** The inbox's page size, and the most one request may ask for or mark read by id. */
export const NOTIFICATION_PAGE = 20;
export const NOTIFICATION_PAGE_MAX = 50;
export const NOTIFICATION_READ_MAX = 100;

/** What a notice is about; a person chooses the channels for each. */
export const NOTICE_TOPICS = ['money', 'security', 'projectUpdates', 'promotions'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];
export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** GET and PUT /api/notifications/preferences. The inbox gets every notice whatever is chosen here. */
export type NotificationPreferences = Record<NoticeChannel, Record<NoticeTopic, boolean>>;

/** Until a person chooses: every mail but promotions, and SMS for money and security once the phone is checked. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: { money: true, security: true, projectUpdates: true, promotions: false },
  sms: { money: true, security: true, projectUpdates: false, promotions: false },
};

/** Money and security must reach a person by at least one channel besides the app. */
export const ALWAYS_REACHED: readonly NoticeTopic[] = ['money', 'security'];

/** Whether the choices reach the person with money and security notices; SMS counts only where it can go (a checked phone). */
export function reachesAlways(choices: NotificationPreferences, smsCanGo: boolean): boolean {
  return ALWAYS_REACHED.every((topic) => choices.email[topic] || (smsCanGo && choices.sms[topic]));
}
