import * as yup from 'yup';
import { toAsciiDigits } from '../format';
import { emailField, idParams, numberOrTextOnly, trimmedString } from './fields';
import { optionalImageUrlField } from './image-url';
import { CONTRACT_TYPES } from '../project-facts';

const UNKNOWN = 'Unknown field: ${unknown}';

/** Field lengths, shared with the Settings tab's forms (they name the limit in their messages). */
export const TRUST_MAX = {
  legalName: 200,
  legalNameBn: 200,
  registrationNumber: 40,
  tradeLicenceNumber: 40,
  tin: 12,
  bin: 14,
  address: 500,
  addressBn: 500,
  phone: 24,
  email: 254,
  name: 120,
  nameBn: 120,
  credentials: 500,
  credentialsBn: 500,
  signatoryName: 120,
  signatoryNameBn: 120,
  signatoryTitle: 120,
  signatoryTitleBn: 120,
  sharing: 2000,
  sharingBn: 2000,
  companyRole: 1000,
  companyRoleBn: 1000,
} as const;
export type TrustField = keyof typeof TRUST_MAX | 'displayOrder' | 'photoUrl' | 'signatureUrl';

export const DISPLAY_ORDER_MAX = 999;

/**
 * The messages of both forms. The server's are English sentences; the Settings tab passes
 * translation keys instead (it adds the field's limit when it shows a too-long message).
 */
export interface TrustMessages {
  required: (field: TrustField) => string;
  tooLong: (field: TrustField) => string;
  invalid: (field: TrustField) => string;
}

const LABELS: Record<TrustField, string> = {
  legalName: 'Legal name',
  legalNameBn: 'Bengali legal name',
  registrationNumber: 'Registration number',
  tradeLicenceNumber: 'Trade licence number',
  tin: 'TIN',
  bin: 'BIN',
  address: 'Office address',
  addressBn: 'Bengali office address',
  phone: 'Phone',
  email: 'Email',
  name: 'Name',
  nameBn: 'Bengali name',
  credentials: 'Credentials',
  credentialsBn: 'Bengali credentials',
  displayOrder: 'Display order',
  photoUrl: 'Photo',
  signatoryName: 'Signatory name',
  signatoryNameBn: 'Bengali signatory name',
  signatoryTitle: 'Signatory title',
  signatoryTitleBn: 'Bengali signatory title',
  signatureUrl: 'Signature or seal',
  sharing: 'Profit and loss sharing',
  sharingBn: 'Bengali profit and loss sharing',
  companyRole: "The company's role",
  companyRoleBn: "Bengali company's role",
};

const INVALID: Partial<Record<TrustField, string>> = {
  registrationNumber: 'Registration number may contain only letters, digits, spaces and . / -',
  tradeLicenceNumber: 'Trade licence number may contain only letters, digits, spaces and . / -',
  tin: 'TIN must be 12 digits.',
  bin: 'BIN must be 9 digits, or 13 with the branch code.',
  phone: 'Please enter a valid phone number.',
  email: 'Please enter a valid email address.',
  displayOrder: `Display order must be a whole number from 0 to ${DISPLAY_ORDER_MAX}.`,
};

export const TRUST_MESSAGES: TrustMessages = {
  required: (field) => `${LABELS[field]} is required.`,
  tooLong: (field) => `${LABELS[field]} must be at most ${TRUST_MAX[field as keyof typeof TRUST_MAX]} characters.`,
  invalid: (field) => INVALID[field] ?? `${LABELS[field]} is not valid.`,
};

/** Registration and licence numbers as RJSC and city corporations print them, e.g. C-123456/2015. */
const REGISTRATION = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;
const TIN = /^\d{12}$/;
/** The 9-digit BIN, optionally followed by the 4-digit branch code (with or without a dash). */
const BIN = /^\d{9}(-?\d{4})?$/;
const PHONE = /^\+?[0-9 ()-]{6,24}$/;

/** Blank text counts as not given, so a form can send '' for an empty optional field. */
const blankIsNull = (value: unknown) => (value === '' ? null : value);

/** Text typed with Bengali digits is read with the ASCII ones (numbers of registration, tax, phone). */
const digitsAsAscii = (value: unknown) => (typeof value === 'string' ? toAsciiDigits(value).trim() : value);

const required = (field: keyof typeof TRUST_MAX, m: TrustMessages) =>
  trimmedString(`${LABELS[field]} must be text.`).max(TRUST_MAX[field], m.tooLong(field)).required(m.required(field));

const optional = (field: keyof typeof TRUST_MAX, m: TrustMessages) =>
  trimmedString(`${LABELS[field]} must be text.`).transform(blankIsNull).max(TRUST_MAX[field], m.tooLong(field)).nullable().default(null);

const digitText = (field: 'registrationNumber' | 'tradeLicenceNumber' | 'tin' | 'phone', pattern: RegExp, m: TrustMessages) =>
  yup
    .string()
    .transform(digitsAsAscii)
    .typeError(`${LABELS[field]} must be text.`)
    .max(TRUST_MAX[field], m.tooLong(field))
    .matches(pattern, m.invalid(field))
    .required(m.required(field));

/** PUT /api/trust/company (admin): the company's legal and contact details, in English and Bengali. */
export const buildCompanySchema = (m: TrustMessages = TRUST_MESSAGES) =>
  yup
    .object({
      legalName: required('legalName', m),
      legalNameBn: optional('legalNameBn', m),
      registrationNumber: digitText('registrationNumber', REGISTRATION, m),
      tradeLicenceNumber: digitText('tradeLicenceNumber', REGISTRATION, m),
      tin: digitText('tin', TIN, m),
      bin: yup
        .string()
        .transform(digitsAsAscii)
        .transform(blankIsNull)
        .typeError('BIN must be text.')
        .max(TRUST_MAX.bin, m.tooLong('bin'))
        .matches(BIN, m.invalid('bin'))
        .nullable()
        .default(null),
      address: required('address', m),
      addressBn: optional('addressBn', m),
      phone: digitText('phone', PHONE, m),
      email: emailField({ required: m.required('email'), invalid: m.invalid('email'), tooLong: m.tooLong('email') }),
      signatoryName: optional('signatoryName', m),
      signatoryNameBn: optional('signatoryNameBn', m),
      signatoryTitle: optional('signatoryTitle', m),
      signatoryTitleBn: optional('signatoryTitleBn', m),
      // Left out by an older client, the image is '' (none): the form always sends what it shows.
      signatureUrl: optionalImageUrlField(LABELS.signatureUrl),
    })
    .noUnknown(UNKNOWN);

export const companyBodySchema = buildCompanySchema();
export type CompanyBody = yup.InferType<typeof companyBodySchema>;

/**
 * POST /api/trust/advisors and PUT /api/trust/advisors/{id} (admin). The photo is an uploaded image
 * (the same upload as project and promotion images) or '' for none. Without a display order a new
 * advisor goes to the end of the list and an edited one keeps its place.
 */
export const buildAdvisorSchema = (m: TrustMessages = TRUST_MESSAGES) =>
  yup
    .object({
      name: required('name', m),
      nameBn: optional('nameBn', m),
      credentials: required('credentials', m),
      credentialsBn: optional('credentialsBn', m),
      photoUrl: optionalImageUrlField('Photo'),
      displayOrder: yup
        .number()
        .transform(numberOrTextOnly)
        .transform((value: unknown, original: unknown) => {
          if (typeof original !== 'string') return value;
          const text = toAsciiDigits(original).trim();
          return text === '' ? null : Number(text);
        })
        .typeError(m.invalid('displayOrder'))
        .integer(m.invalid('displayOrder'))
        .min(0, m.invalid('displayOrder'))
        .max(DISPLAY_ORDER_MAX, m.invalid('displayOrder'))
        .nullable()
        .default(null),
    })
    .noUnknown(UNKNOWN);

export const advisorBodySchema = buildAdvisorSchema();
export type AdvisorBody = yup.InferType<typeof advisorBodySchema>;

export const advisorIdParams = idParams('Advisor id');

/**
 * PUT /api/trust/contracts/{type} (admin): one contract type's text in both languages. All four are
 * required: a certificate or mail must never fall back to another contract's words.
 */
export const buildContractTextSchema = (m: TrustMessages = TRUST_MESSAGES) =>
  yup
    .object({
      sharing: required('sharing', m),
      sharingBn: required('sharingBn', m),
      companyRole: required('companyRole', m),
      companyRoleBn: required('companyRoleBn', m),
    })
    .noUnknown(UNKNOWN);

export const contractTextBodySchema = buildContractTextSchema();
export type ContractTextBody = yup.InferType<typeof contractTextBodySchema>;

export const contractTypeParams = yup
  .object({
    type: yup
      .string()
      .oneOf(CONTRACT_TYPES, `Contract type must be one of: ${CONTRACT_TYPES.join(', ')}`)
      .required('Contract type is required.'),
  })
  .noUnknown();
