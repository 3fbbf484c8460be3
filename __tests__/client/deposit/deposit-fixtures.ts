import { File as NodeFile } from 'node:buffer';
import type { BankInfoDto, DepositDto } from '../../../src/shared/api-types';

/**
 * A file as a browser's picker gives it. Node's File, not jsdom's: the test environment's FormData is
 * Node's and refuses jsdom's Blobs (a browser has one kind).
 */
export function makeFile(name: string, type: string, size = 1024): File {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}

export const pngFile = (name = 'transfer.png', size = 2048) => makeFile(name, 'image/png', size);

export const SCREENSHOT_URL = 'http://localhost/api/file/private/u1/abc.png?expires=1&signature=s';

export function bankFixture(overrides: Partial<BankInfoDto> = {}): BankInfoDto {
  return {
    _id: 'b1',
    bankName: 'Islami Bank Bangladesh PLC',
    accountNumber: '2050 1234 5678 9012',
    accountName: 'Halal Invest Ltd',
    instruction: 'Write your email in the transfer reference.',
    updatedAt: '2026-03-01T00:00:00.000Z',
    detailsChangedAt: null,
    isDemo: false,
    ...overrides,
  };
}

export function depositFixture(overrides: Partial<DepositDto> = {}): DepositDto {
  return {
    _id: 'd1',
    userId: { _id: 'u1', fullname: 'Amina Rahman', email: 'amina@example.com' },
    amount: 5000,
    status: 'pending',
    screenshotUrl: SCREENSHOT_URL,
    adminRemarks: null,
    paymentAccount: null,
    reference: null,
    sender: null,
    sameScreenshotAs: [],
    createdAt: '2026-03-02T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
    ...overrides,
  };
}
