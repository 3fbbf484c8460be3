import type { TFunction } from 'i18next';
import type { UserDto } from '../../../../shared/api-types';
import { formatBdt } from '../../../../shared/format';

export interface UserColumn {
  id: string;
  labelKey: string;
  /** The least width; wider screens share the extra space. */
  minWidth: number;
  numeric?: boolean;
  text: (user: UserDto, lng: string, t: TFunction) => string;
}

const orNone = (value: string | null, t: TFunction) => (value && value.trim() ? value : t('admin.users.notGiven'));

/** The users tab's columns (spec section 2): full name, email, phone, NID, profit, loss, investment. */
export const USER_COLUMNS: UserColumn[] = [
  { id: 'fullname', labelKey: 'admin.users.columns.fullname', minWidth: 130, text: (u) => u.fullname },
  { id: 'email', labelKey: 'admin.users.columns.email', minWidth: 170, text: (u) => u.email },
  { id: 'phone', labelKey: 'admin.users.columns.phone', minWidth: 120, text: (u, _lng, t) => orNone(u.phone, t) },
  { id: 'nid', labelKey: 'admin.users.columns.nid', minWidth: 110, text: (u, _lng, t) => orNone(u.nid, t) },
  { id: 'profit', labelKey: 'admin.users.columns.profit', minWidth: 95, numeric: true, text: (u, lng) => formatBdt(u.totalProfit, lng) },
  { id: 'loss', labelKey: 'admin.users.columns.loss', minWidth: 95, numeric: true, text: (u, lng) => formatBdt(u.totalLoss, lng) },
  { id: 'investment', labelKey: 'admin.users.columns.investment', minWidth: 115, numeric: true, text: (u, lng) => formatBdt(u.totalInvestment, lng) },
];

// The least widths add up to what a 1280 px screen leaves beside the sidebar (no action
// column behind a sideways scroll); narrower screens get cards (users-cards.tsx).
export const ACTIONS_MIN_WIDTH = 140;
export const TABLE_MIN_WIDTH = USER_COLUMNS.reduce((sum, c) => sum + c.minWidth, ACTIONS_MIN_WIDTH);

/** Spec section 9: the list is 400 px tall, rows are 50 px, 5 rows of overscan. */
export const LIST_HEIGHT = 400;
export const ROW_HEIGHT = 50;
export const OVERSCAN = 5;

/** Phones (below md): one card per user, taller than a table row. */
export const CARD_HEIGHT = 148;
export const CARD_LIST_HEIGHT = 480;
