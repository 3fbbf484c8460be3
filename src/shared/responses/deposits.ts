import * as yup from 'yup';
import type { BankInfoResponse, DepositListResponse, DepositResponse, PendingDepositCountResponse } from '../api-types';
import { PAYMENT_ACCOUNT_KINDS, type PaymentAccountChangesResponse, type PaymentAccountListResponse, type PaymentAccountResponse } from '../payment-account-types';
import { described, type Same } from './same';
import { anyJson, flag, listOf, num, oneOfText, shape, text, textOrNull } from './shape';

const kind = () => oneOfText(PAYMENT_ACCOUNT_KINDS);

export const paymentAccountDtoSchema = shape({
  _id: text(),
  kind: kind(),
  bankName: textOrNull(),
  branch: textOrNull(),
  routingNumber: textOrNull(),
  accountName: text(),
  accountNumber: text(),
  instruction: text(),
  instructionBn: textOrNull(),
  active: flag(),
  createdAt: text(),
  updatedAt: text(),
  detailsChangedAt: textOrNull(),
  isDemo: flag(),
}).label('PaymentAccount');
export const paymentAccountResponseSchema = shape({ paymentAccount: paymentAccountDtoSchema });
export const paymentAccountListResponseSchema = shape({ paymentAccounts: listOf(paymentAccountDtoSchema) });
export const paymentAccountChangesResponseSchema = shape({
  days: num(),
  changes: listOf(
    shape({
      _id: text(),
      change: oneOfText(['created', 'changed'] as const),
      account: shape({ _id: text(), kind: kind(), bankName: textOrNull(), accountNumber: text() }).nullable(),
      actor: shape({ _id: text(), email: text(), fullname: text() }).nullable(),
      before: anyJson(),
      after: anyJson(),
      createdAt: text(),
    }).label('PaymentAccountChange'),
  ),
  more: flag(),
});

export const depositDtoSchema = shape({
  _id: text(),
  userId: shape({ _id: text(), fullname: text(), email: text(), uniqueId: textOrNull(), phone: textOrNull() }),
  amount: num(),
  status: oneOfText(['pending', 'approved', 'rejected'] as const),
  screenshotUrl: text(),
  adminRemarks: textOrNull(),
  adminRemarksBn: textOrNull(),
  createdAt: text(),
  updatedAt: text(),
  paymentAccount: shape({ _id: text(), kind: kind(), bankName: textOrNull(), accountName: text(), accountNumber: text() }).nullable(),
  reference: textOrNull(),
  sender: textOrNull(),
  sameScreenshotAs: listOf(shape({ _id: text(), userId: text(), createdAt: text() })),
}).label('Deposit');
export const depositResponseSchema = shape({ deposit: depositDtoSchema });
export const depositListResponseSchema = shape({ deposits: listOf(depositDtoSchema), nextCursor: textOrNull() });
export const pendingCountResponseSchema = shape({ pending: num() });

export const bankInfoResponseSchema = shape({
  bankInfo: shape({
    _id: text(),
    bankName: text(),
    accountNumber: text(),
    accountName: text(),
    instruction: text(),
    updatedAt: text(),
    detailsChangedAt: textOrNull(),
    isDemo: flag(),
  }).label('BankInfo'),
});

described<Same<yup.InferType<typeof paymentAccountResponseSchema>, PaymentAccountResponse>>();
described<Same<yup.InferType<typeof paymentAccountListResponseSchema>, PaymentAccountListResponse>>();
// before/after are any JSON: the changes are checked field by field except for those two.
type ChangeFields<T extends { changes: unknown[] }> = Omit<T['changes'][number], 'before' | 'after'>;
described<Same<ChangeFields<yup.InferType<typeof paymentAccountChangesResponseSchema>>, ChangeFields<PaymentAccountChangesResponse>>>();
described<Same<Omit<yup.InferType<typeof paymentAccountChangesResponseSchema>, 'changes'>, Omit<PaymentAccountChangesResponse, 'changes'>>>();
described<Same<yup.InferType<typeof depositResponseSchema>, DepositResponse>>();
described<Same<yup.InferType<typeof depositListResponseSchema>, DepositListResponse>>();
described<Same<yup.InferType<typeof pendingCountResponseSchema>, PendingDepositCountResponse>>();
described<Same<yup.InferType<typeof bankInfoResponseSchema>, BankInfoResponse>>();
