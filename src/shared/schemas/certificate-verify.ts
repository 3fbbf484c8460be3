import * as yup from 'yup';
import { CERTIFICATE_NUMBER, normaliseCertificateNumber } from '../certificate-verify';

const NOT_VALID = 'A certificate number looks like CER-1A2B3C4D.';

/** The certificate number typed on /verify and sent in the path of the public check. */
export const certificateNumberField = () =>
  yup
    .string()
    .typeError(NOT_VALID)
    .transform((value: unknown) => (typeof value === 'string' ? normaliseCertificateNumber(value) : value))
    .required('Enter the certificate number.')
    .matches(CERTIFICATE_NUMBER, NOT_VALID);

export const certificateNumberParams = yup.object({ number: certificateNumberField() }).noUnknown();
export type CertificateNumberParams = yup.InferType<typeof certificateNumberParams>;
