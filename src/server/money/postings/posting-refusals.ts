import { HttpError } from '../../http-error';

export const postingInProgress = () => new HttpError(409, 'Money of this project is still being posted: wait until it is done, then try again.', 'POSTING_IN_PROGRESS');
