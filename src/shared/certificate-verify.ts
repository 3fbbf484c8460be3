/**
 * A certificate's public check (/verify/{number}): what anyone holding the paper may confirm, and no
 * more. The number is 'CER-' and 8 hex characters, longer only where two holdings shared the first 8.
 */
export const CERTIFICATE_NUMBER = /^CER-[0-9A-F]{8,24}$/;

/** As typed from a paper: any case, spaces around, a missing dash ("cer 1a2b3c4d") still reads. */
export function normaliseCertificateNumber(typed: string): string {
  const compact = typed.trim().toUpperCase().replace(/\s+/g, '');
  return compact.replace(/^CER(?=[0-9A-F])/, 'CER-');
}

export const verifyPath = (number: string) => `/verify/${number}`;

export const CERTIFICATE_STATUSES = ['active', 'completed'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export interface CertificateVerificationDto {
  number: string;
  /** "Ra*** Ah***": enough for the holder to recognise, too little to learn a stranger's name. */
  holder: string;
  projectId: string;
  projectTitle: string;
  projectTitleBn: string | null;
  /** BDT: the capital the holder invested in the project. */
  amount: number;
  /** When the holding began (its first investment), ISO. */
  since: string;
  status: CertificateStatus;
  /** ISO; null while active. */
  completedAt: string | null;
}

export interface CertificateVerificationResponse {
  certificate: CertificateVerificationDto;
}
