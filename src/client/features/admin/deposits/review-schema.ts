import * as yup from 'yup';
import { ADMIN_REMARKS_MAX } from '../../../../shared/schemas/deposits';
import { requiredText } from '../../../../shared/schemas/fields';

/** The reason for rejecting (the server's rule); messages are translation keys, translated where shown. */
export const rejectSchema = yup.object({
  remarks: requiredText('Remarks', ADMIN_REMARKS_MAX, {
    required: 'admin.deposits.review.remarksRequired',
    tooLong: 'admin.deposits.review.remarksTooLong',
  }),
});

export interface RejectValues {
  remarks: string;
}
