import type { Kysely } from 'kysely';
import { ValidationError } from 'yup';
import type { PaymentAccountKind } from '../../shared/payment-account-types';
import type { CreateDepositInput } from '../../shared/schemas/deposits';
import { depositPaymentSchema } from '../../shared/schemas/payment-accounts';
import { findDepositByReference, type PaidAccount } from '../db/repositories/deposits';
import { findFirstActiveBankAccount, findPaymentAccountById } from '../db/repositories/payment-accounts';
import type { Database } from '../db/schema';
import { HttpError } from '../http-error';
import { toValidationHttpError } from '../plugins/validation';

/** What a new deposit records of how it was paid. */
export interface DepositPayment {
  /** Null only for a plain `{amount, url}` deposit while no active bank account exists. */
  accountId: string | null;
  /** The account's details as they are now, kept on the deposit. */
  account: PaidAccount | null;
  method: PaymentAccountKind;
  reference: string | null;
  sender: string | null;
}

export const duplicateReference = () => new HttpError(409, 'This transaction reference has already been used for a deposit.', 'DUPLICATE_REFERENCE');

export async function referenceTaken(db: Kysely<Database>, method: PaymentAccountKind, reference: string): Promise<boolean> {
  return (await findDepositByReference(db, method, reference)) !== undefined;
}

/**
 * The account a deposit names and its payment details, checked against the account's kind
 * (schemas/payment-accounts.ts). Without `paymentAccountId` it is the spec's transfer to the first
 * active bank account (DECISIONS.md). Only an active account can be paid into: investors must not
 * be able to record money sent to details the company no longer uses.
 */
export async function paymentOfDeposit(db: Kysely<Database>, body: Pick<CreateDepositInput, 'paymentAccountId' | 'reference' | 'sender'>): Promise<DepositPayment> {
  let account;
  if (body.paymentAccountId) {
    account = await findPaymentAccountById(db, body.paymentAccountId);
    if (!account) throw new HttpError(404, 'Payment account not found.', 'PAYMENT_ACCOUNT_NOT_FOUND', { paymentAccountId: 'Payment account not found.' });
    if (Number(account.active) !== 1) {
      const message = 'This payment account is no longer in use. Please choose another one.';
      throw new HttpError(400, message, 'PAYMENT_ACCOUNT_INACTIVE', { paymentAccountId: message });
    }
  } else {
    account = await findFirstActiveBankAccount(db);
  }
  const method = account?.kind ?? 'bank';
  try {
    const { reference, sender } = await depositPaymentSchema(method).validate({ reference: body.reference ?? null, sender: body.sender ?? null }, { abortEarly: false });
    const paid = account ? { _id: account.id, kind: account.kind, bankName: account.bank_name, accountName: account.account_name, accountNumber: account.account_number } : null;
    return { accountId: account?.id ?? null, account: paid, method, reference: reference ?? null, sender: sender ?? null };
  } catch (error) {
    if (error instanceof ValidationError) throw toValidationHttpError(error);
    throw error;
  }
}
