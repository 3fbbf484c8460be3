import * as yup from 'yup';
import {
  WITHDRAWAL_METHODS,
  WITHDRAWAL_STATUSES,
  type PayoutAccount,
  type WithdrawalDecisionResponse,
  type WithdrawalDto,
  type WithdrawalListResponse,
  type WithdrawalResponse,
} from '../withdrawal-types';
import { described, type Same } from './same';
import { listOf, num, oneOfShapes, oneOfText, shape, text, textOrNull } from './shape';

const bankPayoutSchema = shape({ bankName: text(), branch: text(), accountName: text(), accountNumber: text(), routingNumber: text() }).label('BankPayoutAccount');
const mobilePayoutSchema = shape({ number: text() }).label('MobilePayoutAccount');

export const withdrawalDtoSchema = shape({
  _id: text(),
  reference: text(),
  userId: shape({ _id: text(), fullname: text(), email: text(), uniqueId: textOrNull(), phone: textOrNull() }),
  amount: num(),
  method: oneOfText(WITHDRAWAL_METHODS),
  account: oneOfShapes<PayoutAccount>(bankPayoutSchema, mobilePayoutSchema),
  status: oneOfText(WITHDRAWAL_STATUSES),
  paymentReference: textOrNull(),
  adminRemarks: textOrNull(),
  adminRemarksBn: textOrNull(),
  decidedAt: textOrNull(),
  hold: shape({ reasons: listOf(oneOfText(['new-payout-details', 'password-changed', 'email-changed'] as const)), until: text() }).nullable(),
  createdAt: text(),
  updatedAt: text(),
}).label('Withdrawal');

export const withdrawalResponseSchema = shape({ withdrawal: withdrawalDtoSchema, wallet: shape({ availableBalance: num() }) });
export const withdrawalListResponseSchema = shape({ withdrawals: listOf(withdrawalDtoSchema), nextCursor: textOrNull() });
export const withdrawalDecisionResponseSchema = shape({ withdrawal: withdrawalDtoSchema });

described<Same<yup.InferType<typeof withdrawalDtoSchema>, WithdrawalDto>>();
described<Same<yup.InferType<typeof withdrawalResponseSchema>, WithdrawalResponse>>();
described<Same<yup.InferType<typeof withdrawalListResponseSchema>, WithdrawalListResponse>>();
described<Same<yup.InferType<typeof withdrawalDecisionResponseSchema>, WithdrawalDecisionResponse>>();
