import * as yup from 'yup';
import { ADMIN_REMARKS_MAX } from '../../../../shared/schemas/deposits';
import { trimmedString } from '../../../../shared/schemas/fields';

const TOO_LONG = 'admin.deposits.review.remarksTooLong';

/**
 * The reason for rejecting, in English, Bengali or both (the server's rule: one is enough, each
 * within its length); messages are translation keys, translated where shown.
 */
export const rejectSchema = yup.object({
  remarks: trimmedString()
    .max(ADMIN_REMARKS_MAX, TOO_LONG)
    .when('remarksBn', { is: (bn: string | undefined) => !bn?.trim(), then: (field) => field.required('admin.deposits.review.remarksRequired') }),
  remarksBn: trimmedString().max(ADMIN_REMARKS_MAX, TOO_LONG),
});

export interface RejectValues {
  remarks: string;
  remarksBn: string;
}
