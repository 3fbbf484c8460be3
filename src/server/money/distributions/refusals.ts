import { poishaToBdt } from '../../../shared/money';
import { HttpError } from '../../http-error';

/** The answers of a distribution that cannot be made (shared/distribution-types.ts DistributionRefusalCode). */
export const periodInFuture = (today: string) =>
  new HttpError(400, `The period starts after today (${today} in Bangladesh): a distribution is for a period that has begun.`, 'PERIOD_IN_FUTURE');

export const periodInvalid = () => new HttpError(400, 'The period must end on or after its start.', 'PERIOD_INVALID');

export const periodAlreadyDistributed = (start: string, end: string) =>
  new HttpError(409, `This project already has a distribution for ${start} to ${end}, which overlaps this period.`, 'PERIOD_ALREADY_DISTRIBUTED');

export const noHoldersInPeriod = () => new HttpError(409, 'Nobody held capital in this project during the period.', 'NO_HOLDERS_IN_PERIOD');

export const lossExceedsCapital = (capitalPoisha: number) =>
  new HttpError(409, `The loss is larger than the holders' capital of ৳${poishaToBdt(capitalPoisha)}.`, 'LOSS_EXCEEDS_CAPITAL', undefined, { capital: poishaToBdt(capitalPoisha) });

export const projectCompleted = () => new HttpError(409, 'This project is completed: its capital was returned and it takes no more distributions.', 'PROJECT_COMPLETED');
