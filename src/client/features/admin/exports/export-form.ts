import { ValidationError } from 'yup';
import { exportQuerySchema, type ExportQuery } from '../../../../shared/schemas/exports';

/** The form's dates as typed ('YYYY-MM-DD' from a date field); empty is "no limit". */
export type ExportValues = ExportQuery;
export type ExportErrors = Partial<Record<keyof ExportValues, string>>;

export const NO_DATES: ExportValues = { from: '', to: '' };

const KEY = 'admin.exports.errors';

/** The shared rules' failures as translation keys, so a shown error follows the page's language. */
const MESSAGE_KEYS: Record<string, string> = {
  'from calendar-day': `${KEY}.invalidDate`,
  'from typeError': `${KEY}.invalidDate`,
  'to calendar-day': `${KEY}.invalidDate`,
  'to typeError': `${KEY}.invalidDate`,
  'to after-from': `${KEY}.toBeforeFrom`,
};

/** formik's `validate`: the server's own schema (src/shared/schemas/exports.ts), messages as keys. */
export function validateExportDates(values: ExportValues): ExportErrors {
  try {
    exportQuerySchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: ExportErrors = {};
    for (const problem of error.inner.length > 0 ? error.inner : [error]) {
      const field = problem.path as keyof ExportValues | undefined;
      if (!field || errors[field]) continue;
      errors[field] = MESSAGE_KEYS[`${field} ${problem.type ?? ''}`] ?? problem.message;
    }
    return errors;
  }
}

/** The query of a download: only the dates given (an empty one is left out, not sent empty). */
export function exportParams(values: ExportValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
}
