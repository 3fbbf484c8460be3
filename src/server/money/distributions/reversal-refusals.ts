import { HttpError } from '../../http-error';

/** The answers of a reversal that cannot be made (shared/distribution-types.ts DistributionRefusalCode). */
export const distributionNotFound = () => new HttpError(404, 'Distribution not found.', 'DISTRIBUTION_NOT_FOUND');

export const alreadyReversed = () => new HttpError(409, 'This distribution has already been reversed.', 'ALREADY_REVERSED');

export const reversalOfReversal = () => new HttpError(409, 'This is a reversal of another distribution; a reversal cannot itself be reversed.', 'ALREADY_REVERSED');

export const completedProjectReversal = () =>
  new HttpError(409, 'This project is completed: its capital has been returned, so its distributions can no longer be reversed.', 'PROJECT_COMPLETED');

/** Some investors have spent (invested or withdrawn) the profit this reversal would take back. */
export const reversalInsufficientBalance = (investors: number | null) =>
  new HttpError(
    409,
    investors === null
      ? "An investor's available balance no longer holds their share of this profit, so it cannot be taken back. Nothing was changed."
      : `${investors} ${investors === 1 ? "investor's available balance no longer holds" : "investors' available balances no longer hold"} their share of this profit, so it cannot be taken back. Nothing was changed.`,
    'REVERSAL_INSUFFICIENT_BALANCE',
    undefined,
    investors === null ? undefined : { investors },
  );
