import { ValidationError } from 'yup';
import { reviewDepositSchema } from '../../../../shared/schemas/deposits';
import { remarksProblems } from '../shared/remarks-problems';

export interface RejectValues {
  remarks: string;
  remarksBn: string;
}

const KEYS = { required: 'admin.deposits.review.remarksRequired', tooLong: 'admin.deposits.review.remarksTooLong' } as const;

/**
 * The reason for rejecting, checked by the server's own rule (reviewDepositSchema), so what passes
 * here passes there; messages are translation keys, translated where shown.
 */
export function checkRejection({ remarks, remarksBn }: RejectValues): Partial<Record<keyof RejectValues, string>> {
  try {
    reviewDepositSchema.validateSync({ status: 'rejected', adminRemarks: remarks, adminRemarksBn: remarksBn }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const problems = remarksProblems(error);
    return {
      ...(problems.remarks && { remarks: KEYS[problems.remarks] }),
      ...(problems.remarksBn && { remarksBn: KEYS[problems.remarksBn] }),
    };
  }
}
