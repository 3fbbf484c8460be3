import { HttpError } from '../http-error';

export const projectNotFound = () => new HttpError(404, 'Project not found.', 'PROJECT_NOT_FOUND');

/** DELETE of a project that still holds capital or income: deleting would strand that money (MONEY.md). */
export const projectHasCapital = () =>
  new HttpError(409, "This project still holds investors' capital. Complete the project first, which returns the capital, then delete it.", 'PROJECT_HAS_CAPITAL');

/** MONEY.md "Terms are fixed once money is in": the edit would change what investors signed up to. */
export const termsLocked = () =>
  new HttpError(409, "Investors hold capital in this project, so its investors' profit share, contract type and term cannot change.", 'TERMS_LOCKED');
