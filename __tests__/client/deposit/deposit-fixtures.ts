import { File as NodeFile } from 'node:buffer';
import type { PaymentAccountDto } from '../../../src/shared/payment-account-types';
import { paymentAccountFixture } from '../fixtures/payment-accounts';

export { depositFixture, SCREENSHOT_URL } from '../fixtures/deposits';

/**
 * A file as a browser's picker gives it. Node's File, not jsdom's: the test environment's FormData is
 * Node's and refuses jsdom's Blobs (a browser has one kind).
 */
export function makeFile(name: string, type: string, size = 1024): File {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}

export const pngFile = (name = 'transfer.png', size = 2048) => makeFile(name, 'image/png', size);

/** The one bank account the spec's flow pays into (issue 17: a payment account of kind bank). */
export function bankFixture(overrides: Partial<PaymentAccountDto> = {}): PaymentAccountDto {
  const details = { branch: null, routingNumber: null, accountNumber: '2050 1234 5678 9012', instruction: 'Write your email in the transfer reference.' };
  return paymentAccountFixture({ _id: 'b1', ...details, ...overrides });
}

/** A bKash merchant number to pay into. */
export function bkashFixture(overrides: Partial<PaymentAccountDto> = {}): PaymentAccountDto {
  return bankFixture({
    _id: 'k1',
    kind: 'bkash',
    bankName: null,
    accountNumber: '01712345678',
    accountName: 'Halal Invest Ltd',
    instruction: 'Use Send Money, then write the TrxID below.',
    instructionBn: 'সেন্ড মানি করুন, তারপর নিচে TrxID লিখুন।',
    ...overrides,
  });
}
