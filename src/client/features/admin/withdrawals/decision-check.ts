import { ValidationError } from 'yup';
import { decideWithdrawalSchema } from '../../../../shared/schemas/withdrawals';
import { composeRemarks, type RejectReason } from './reject-reasons';

export type Decision = 'paid' | 'rejected';

/** PUT /api/withdrawals/:id, as the machine sends it. */
export interface DecisionInput {
  withdrawalId: string;
  status: Decision;
  reference?: string;
  adminRemarks?: string;
}

/** What the admin typed or chose in the dialog. `reasonText` is the chosen reason in the admin's words. */
export interface DecisionValues {
  reference?: string;
  reason?: RejectReason | null;
  reasonText?: string;
  note?: string;
}

/** Keys under admin.withdrawals.review.errors, translated where shown. */
export type FieldError = 'referenceRequired' | 'referenceTooLong' | 'reasonRequired' | 'noteRequired' | 'remarksTooLong';
export interface FieldErrors {
  reference?: FieldError;
  reason?: FieldError;
  note?: FieldError;
}

export interface CheckedDecision {
  /** The body to send, as the shared schema reads it (trimmed); null while anything is wrong. */
  input: DecisionInput | null;
  errors: FieldErrors;
}

/**
 * The dialog's values checked by the server's own rules (decideWithdrawalSchema: a payment needs its
 * reference, a rejection its remarks, both within their lengths), so what passes here passes there.
 * The schema's English messages are replaced by keys the dialog translates.
 */
export function checkDecision(withdrawalId: string, decision: Decision, values: DecisionValues): CheckedDecision {
  const errors: FieldErrors = {};
  let body: Record<string, unknown>;
  if (decision === 'paid') {
    body = { status: 'paid', reference: values.reference ?? '' };
  } else {
    if (!values.reason) errors.reason = 'reasonRequired';
    else if (values.reason === 'other' && !(values.note ?? '').trim()) errors.note = 'noteRequired';
    body = { status: 'rejected', adminRemarks: composeRemarks(values.reason && values.reason !== 'other' ? (values.reasonText ?? '') : '', values.note ?? '') };
  }
  let cast: { reference: string | null; adminRemarks: string | null } | null = null;
  try {
    cast = decideWithdrawalSchema.validateSync(body, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const problem of error.inner.length ? error.inner : [error]) {
      if (problem.path === 'reference') errors.reference ??= problem.type === 'max' ? 'referenceTooLong' : 'referenceRequired';
      else if (problem.path === 'adminRemarks' && problem.type === 'max') errors.note = 'remarksTooLong';
      else if (problem.path === 'adminRemarks' && !errors.reason && !errors.note) errors.reason = 'reasonRequired';
    }
  }
  if (!cast || Object.keys(errors).length > 0) return { input: null, errors };
  const input: DecisionInput =
    decision === 'paid'
      ? { withdrawalId, status: 'paid', reference: cast.reference ?? '' }
      : { withdrawalId, status: 'rejected', adminRemarks: cast.adminRemarks ?? '' };
  return { input, errors: {} };
}
