import type { AmountMessages } from '../../shared/schemas/fields';

/**
 * The translation keys every amount field shows, one per problem (the error says what is
 * wrong: not a number, too many decimals, or not above zero). Forms add their own required and
 * too-large messages.
 */
export const AMOUNT_ERROR_KEYS = {
  format: 'common.amountErrors.format',
  decimals: 'common.amountErrors.decimals',
  notPositive: 'common.amountErrors.notPositive',
} as const satisfies AmountMessages;
