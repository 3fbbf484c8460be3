import { poishaToBdt } from '../../../shared/money';
import { HttpError } from '../../http-error';

/** The answers of an investment that cannot be made (shared/money-types.ts InvestRefusal). */
export const projectClosed = () => new HttpError(409, 'This project is closed and takes no more investments.', 'PROJECT_CLOSED');

/** A project without a funding target is a showcase (DECISIONS.md): its figures are typed, so it takes no money. */
export const projectNotOpenForInvestment = () =>
  new HttpError(409, 'This project is shown for information only and does not take investments: it has no funding target.', 'PROJECT_NOT_OPEN_FOR_INVESTMENT');

export const fundingTargetReached = (remainingPoisha: number) =>
  new HttpError(
    409,
    remainingPoisha > 0
      ? `This project's funding target leaves room for ৳${poishaToBdt(remainingPoisha)} only.`
      : 'This project is fully funded: its funding target has been reached.',
    'FUNDING_TARGET_REACHED',
    undefined,
    { remaining: poishaToBdt(Math.max(0, remainingPoisha)) },
  );

export const insufficientBalance = (missingPoisha: number) =>
  new HttpError(409, `Your available balance is ৳${poishaToBdt(missingPoisha)} short of this amount.`, 'INSUFFICIENT_BALANCE', undefined, {
    missing: poishaToBdt(missingPoisha),
  });

export const amountTooSmall = (smallestBdt: number) => new HttpError(400, `The smallest investment in this project is ৳${smallestBdt}.`, 'AMOUNT_TOO_SMALL');

/** The project's own minimum investment, set by the admin and shown on its page. */
export const belowMinimumInvestment = (minimumBdt: number) =>
  new HttpError(400, `The minimum investment in this project is ৳${minimumBdt}.`, 'BELOW_MINIMUM_INVESTMENT', undefined, { minimum: minimumBdt });

/** A retry key sent again with another project or amount: a different investment, not a retry (as deposits and withdrawals answer). */
export const investmentKeyReused = () => new HttpError(409, 'This idempotencyKey was already used for a different investment.', 'IDEMPOTENCY_KEY_REUSED');

export const allocationKeyReused = () => new HttpError(409, 'This idempotencyKey was already used for a different allocation.', 'IDEMPOTENCY_KEY_REUSED');

/** The fund tab with a deactivated investor: their account is closed, so no one invests its money. */
export const investorDeactivated = () => new HttpError(409, 'This investor is deactivated: their money cannot be invested.', 'INVESTOR_DEACTIVATED');
