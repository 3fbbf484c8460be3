import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database, UserRow } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { HttpError } from '../../http-error';
import { recordAudit, type RequestOrigin } from '../audit';
import { secretBoxFor } from '../two-factor/secret-box';
import { checkSecondFactorCounted, type CountedCheck } from '../two-factor/wrong-codes';

const REQUIRED = 'Enter the code from your authenticator app (or a recovery code) to confirm the withdrawal.';
const INVALID = 'That code is not correct. Check that the time on your phone is right and try again.';
// 400 like a wrong password: the session is fine, a form field is wrong.
export const withdrawalCodeRequired = () => new HttpError(400, REQUIRED, 'TWO_FACTOR_CODE_REQUIRED', { totpCode: REQUIRED });
export const withdrawalCodeInvalid = () => new HttpError(400, INVALID, 'TWO_FACTOR_CODE_INVALID', { totpCode: INVALID });

/**
 * The second factor of a withdrawal request by an account with two-factor on: an authenticator or
 * recovery code, counted with the account's other wrong codes (services/two-factor/wrong-codes.ts).
 * Null when no code was sent.
 */
export async function checkWithdrawalCode(
  deps: { db: Kysely<Database>; config: Config },
  user: UserRow,
  code: string | undefined,
  origin: RequestOrigin,
): Promise<CountedCheck | null> {
  if (code === undefined || code === '') return null;
  const box = await secretBoxFor(deps.config);
  return writeTransaction(deps.db, async (trx) => {
    const check = await checkSecondFactorCounted(trx, box, user, code);
    if (check.result === 'wrong')
      await recordAudit(trx, origin, { actorId: user.id, action: 'two_factor_failed', targetType: 'user', targetId: user.id, after: { step: 'withdrawal' } });
    if (check.result === 'right' && check.factor === 'recovery_code') {
      await recordAudit(trx, origin, { actorId: user.id, action: 'recovery_code_used', targetType: 'user', targetId: user.id });
    }
    return check;
  });
}
