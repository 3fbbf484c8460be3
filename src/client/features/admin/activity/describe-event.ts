import type { TFunction } from 'i18next';
import type { AuditEventDto } from '../../../../shared/api-types';

/**
 * A short device name from a user agent ("Chrome on Android"): enough for an admin to tell a phone
 * from a laptop, not a full parse. The full text stays in the row's tooltip and the CSV.
 */
export function deviceName(userAgent: string | null, t: TFunction): string {
  if (!userAgent) return t('admin.activity.unknownDevice');
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux|X11/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && os) return t('admin.activity.deviceOn', { browser, os });
  return browser ?? os ?? userAgent.slice(0, 40);
}

const show = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** "field: old → new" for each field the event's before or after holds, joined by "; ". */
export function changeText(event: Pick<AuditEventDto, 'before' | 'after'>): string {
  const before = (event.before && typeof event.before === 'object' ? event.before : {}) as Record<string, unknown>;
  const after = (event.after && typeof event.after === 'object' ? event.after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((key) => {
      if (!(key in before)) return `${key}: ${show(after[key])}`;
      if (!(key in after)) return `${key}: ${show(before[key])} → —`;
      return `${key}: ${show(before[key])} → ${show(after[key])}`;
    })
    .join('; ');
}

/** The translated action name; an action this client does not know yet shows as it is stored. */
export function actionName(action: string, t: TFunction): string {
  return t(`admin.activity.actions.${action}`, { defaultValue: action });
}

export function targetText(event: Pick<AuditEventDto, 'targetType' | 'targetId'>, t: TFunction): string {
  if (!event.targetId) return '—';
  const type = event.targetType ? t(`admin.activity.targetTypes.${event.targetType}`, { defaultValue: event.targetType }) : '';
  return type ? `${type} ${event.targetId}` : event.targetId;
}
