import type * as yup from 'yup';
import { CERTIFICATE_STATUSES, type CertificateVerificationResponse } from '../certificate-verify';
import { described, type Same } from './same';
import { num, oneOfText, shape, text, textOrNull } from './shape';

/** The public check of a certificate (/api/certificate/verify/{number}). */
export const certificateVerificationDtoSchema = shape({
  number: text(),
  holder: text(),
  projectId: text(),
  projectTitle: text(),
  projectTitleBn: textOrNull(),
  amount: num(),
  since: text(),
  status: oneOfText(CERTIFICATE_STATUSES),
  completedAt: textOrNull(),
}).label('CertificateVerification');
export const certificateVerificationResponseSchema = shape({ certificate: certificateVerificationDtoSchema });

described<Same<yup.InferType<typeof certificateVerificationResponseSchema>, CertificateVerificationResponse>>();
