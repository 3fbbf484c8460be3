import { ValidationError } from 'yup';
import type { WithdrawalDto } from '../../../../shared/withdrawal-types';
import { decideWithdrawalSchema } from '../../../../shared/schemas/withdrawals';
import { remarksProblems } from '../shared/remarks-problems';
import type { RejectReason } from './reject-reasons';

export type Decision = 'paid' | 'rejected';

/** PUT /api/withdrawals/:id, as the machine sends it. */
export interface DecisionInput {
  withdrawalId: string;
  status: Decision;
  reference?: string;
  adminRemarks?: string;
  /** The reason in Bengali, sent only when written. */
  adminRemarksBn?: string;
  /** Paid during the safety hold: the admin confirmed the payout with the investor by phone. */
  phoneConfirmed?: true;
}

/** Still under its safety hold: the server pays it only with the admin's phone confirmation. */
export const isHeld = (withdrawal: Pick<WithdrawalDto, 'hold'>, now = Date.now()): boolean => withdrawal.hold !== null && Date.parse(withdrawal.hold.until) > now;

/**
 * What the admin typed or chose in the dialog: the chosen reason fills the reason in English and
 * in Bengali, which the admin may edit; those two are what the investor reads.
 */
export interface DecisionValues {
  reference?: string;
  reason?: RejectReason | null;
  remarks?: string;
  remarksBn?: string;
  /** The box "I confirmed this payout with the investor by phone" (held withdrawals only). */
  phoneConfirmed?: boolean;
}

/** Keys translated where shown: admin.withdrawals.review.errors.* for the first three, admin.reasonFields.* for the reason's. */
export type FieldError = 'referenceRequired' | 'referenceTooLong' | 'reasonRequired' | 'phoneConfirmRequired' | 'required' | 'tooLong';
export interface FieldErrors {
  reference?: FieldError;
  phoneConfirmed?: FieldError;
  reason?: FieldError;
  remarks?: FieldError;
  remarksBn?: FieldError;
}

export interface CheckedDecision {
  /** The body to send, as the shared schema reads it (trimmed); null while anything is wrong. */
  input: DecisionInput | null;
  errors: FieldErrors;
}

/**
 * The dialog's values checked by the server's own rules (decideWithdrawalSchema: a payment needs its
 * reference, a rejection a reason in English, Bengali or both, each within its length), so what
 * passes here passes there. Choosing one of the reasons stays required, as before: 'other' is how
 * the admin says the text is their own. A `held` withdrawal is paid only with the phone box ticked,
 * as the server requires. The schema's English messages are replaced by keys.
 */
export function checkDecision(withdrawalId: string, decision: Decision, values: DecisionValues, held = false): CheckedDecision {
  const errors: FieldErrors = {};
  let body: Record<string, unknown>;
  const phoneConfirmed = held && values.phoneConfirmed === true;
  if (decision === 'paid') {
    body = { status: 'paid', reference: values.reference ?? '' };
    if (held && !phoneConfirmed) errors.phoneConfirmed = 'phoneConfirmRequired';
  } else {
    if (!values.reason) errors.reason = 'reasonRequired';
    body = { status: 'rejected', adminRemarks: values.remarks ?? '', adminRemarksBn: values.remarksBn ?? '' };
  }
  let cast: { reference: string | null; adminRemarks: string | null; adminRemarksBn: string | null } | null = null;
  try {
    cast = decideWithdrawalSchema.validateSync(body, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const problem of error.inner.length ? error.inner : [error]) {
      if (problem.path === 'reference') errors.reference ??= problem.type === 'max' ? 'referenceTooLong' : 'referenceRequired';
    }
    const remarks = remarksProblems(error);
    // No reason chosen yet: "choose a reason" says it all, as choosing one fills the texts.
    if (remarks.remarks && !(remarks.remarks === 'required' && errors.reason)) errors.remarks = remarks.remarks;
    if (remarks.remarksBn) errors.remarksBn = remarks.remarksBn;
  }
  if (!cast || Object.keys(errors).length > 0) return { input: null, errors };
  if (decision === 'paid') return { input: { withdrawalId, status: 'paid', reference: cast.reference ?? '', ...(phoneConfirmed ? { phoneConfirmed: true } : {}) }, errors: {} };
  const input: DecisionInput = { withdrawalId, status: 'rejected' };
  if (cast.adminRemarks) input.adminRemarks = cast.adminRemarks;
  if (cast.adminRemarksBn) input.adminRemarksBn = cast.adminRemarksBn;
  return { input, errors: {} };
}
