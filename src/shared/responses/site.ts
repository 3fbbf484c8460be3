import * as yup from 'yup';
import type { AppConfigResponse, AuditListResponse, DiscountListResponse, DiscountResponse, ExpenseListResponse, ExpenseResponse, FileUploadResponse } from '../api-types';
import { CONTRACT_TYPES } from '../project-facts';
import type { AdvisorResponse, CompanyResponse, ContractTextResponse, TrustResponse } from '../trust-types';
import { described, type Same } from './same';
import { anyJson, flag, listOf, num, numOrNull, oneOfText, shape, text, textOrNull } from './shape';

/** Promotions, expenses, the trust page, the audit trail and the small answers of the site. */
export const discountDtoSchema = shape({
  _id: text(),
  company: text(),
  companyBn: textOrNull(),
  offer: textOrNull(),
  offerBn: textOrNull(),
  imageUrl: text(),
  percent: numOrNull(),
  endsAt: textOrNull(),
  ended: flag(),
  createdAt: text(),
}).label('Discount');
export const discountResponseSchema = shape({ discount: discountDtoSchema });
export const discountListResponseSchema = shape({ discounts: listOf(discountDtoSchema) });

export const expenseDtoSchema = shape({ _id: text(), description: text(), amount: num(), category: text(), createdAt: text() }).label('Expense');
export const expenseResponseSchema = shape({ expense: expenseDtoSchema });
export const expenseListResponseSchema = shape({ expenses: listOf(expenseDtoSchema) });

export const companyDtoSchema = shape({
  legalName: text(),
  legalNameBn: textOrNull(),
  registrationNumber: text(),
  tradeLicenceNumber: text(),
  tin: text(),
  bin: textOrNull(),
  address: text(),
  addressBn: textOrNull(),
  phone: text(),
  email: text(),
  signatoryName: textOrNull(),
  signatoryNameBn: textOrNull(),
  signatoryTitle: textOrNull(),
  signatoryTitleBn: textOrNull(),
  signatureUrl: text(),
  updatedAt: text(),
}).label('Company');
export const contractTextDtoSchema = shape({
  contractType: oneOfText(CONTRACT_TYPES),
  sharing: text(),
  sharingBn: text(),
  companyRole: text(),
  companyRoleBn: text(),
  updatedAt: text(),
}).label('ContractText');
export const contractTextResponseSchema = shape({ contract: contractTextDtoSchema });
export const advisorDtoSchema = shape({
  _id: text(),
  name: text(),
  nameBn: textOrNull(),
  credentials: text(),
  credentialsBn: textOrNull(),
  photoUrl: text(),
  displayOrder: num(),
}).label('Advisor');
export const trustResponseSchema = shape({ company: companyDtoSchema.nullable(), advisors: listOf(advisorDtoSchema), contracts: listOf(contractTextDtoSchema) });
export const companyResponseSchema = shape({ company: companyDtoSchema });
export const advisorResponseSchema = shape({ advisor: advisorDtoSchema });

export const auditListResponseSchema = shape({
  events: listOf(
    shape({
      _id: text(),
      actor: shape({ _id: text(), email: text(), fullname: text() }).nullable(),
      action: text(),
      targetType: textOrNull(),
      targetId: textOrNull(),
      before: anyJson(),
      after: anyJson(),
      ip: textOrNull(),
      userAgent: textOrNull(),
      createdAt: text(),
    }).label('AuditEvent'),
  ),
  nextCursor: textOrNull(),
});

export const appConfigResponseSchema = shape({ appStoreUrl: textOrNull() });
export const fileUploadResponseSchema = shape({ url: text() });
export const healthResponseSchema = shape({ status: yup.string<'ok' | 'ready'>().oneOf(['ok', 'ready']).defined() });

described<Same<yup.InferType<typeof discountResponseSchema>, DiscountResponse>>();
described<Same<yup.InferType<typeof discountListResponseSchema>, DiscountListResponse>>();
described<Same<yup.InferType<typeof expenseResponseSchema>, ExpenseResponse>>();
described<Same<yup.InferType<typeof expenseListResponseSchema>, ExpenseListResponse>>();
described<Same<yup.InferType<typeof trustResponseSchema>, TrustResponse>>();
described<Same<yup.InferType<typeof companyResponseSchema>, CompanyResponse>>();
described<Same<yup.InferType<typeof contractTextResponseSchema>, ContractTextResponse>>();
described<Same<yup.InferType<typeof advisorResponseSchema>, AdvisorResponse>>();
described<Same<yup.InferType<typeof appConfigResponseSchema>, AppConfigResponse>>();
described<Same<yup.InferType<typeof fileUploadResponseSchema>, FileUploadResponse>>();
// before/after are any JSON: the audit list is checked field by field except for those two.
described<Same<Omit<yup.InferType<typeof auditListResponseSchema>['events'][number], 'before' | 'after'>, Omit<AuditListResponse['events'][number], 'before' | 'after'>>>();
