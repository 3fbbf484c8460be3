import * as yup from 'yup';
import { amountField, MAX_AMOUNT_BDT } from '../../../shared/schemas/fields';
import { AMOUNT_ERROR_KEYS } from '../../components/amount-error-keys';
import { amountProblem, type InvestLimits } from './invest-limits';

/**
 * The amount field of the invest dialog: the API's own amount rule (Bengali digits and lakh commas
 * accepted), then this project's and wallet's limits. Messages are translation keys, translated
 * where they are shown with the figures they name.
 */
export function investAmountSchema(limits: InvestLimits) {
  return yup.object({
    amount: amountField('Amount', { required: 'invest.errors.required', ...AMOUNT_ERROR_KEYS })
      .max(MAX_AMOUNT_BDT, 'invest.errors.amountTooLarge')
      .test('limits', 'invest.errors.tooSmall', function withinLimits(value) {
        if (value === undefined || value === null) return true;
        const problem = amountProblem(value, limits);
        if (problem === null) return true;
        // The minimum's message lives with the key facts it names ("The minimum for this project is ৳X").
        return this.createError({ message: problem.kind === 'belowMinimum' ? 'details.facts.belowMinimum' : `invest.errors.${problem.kind}` });
      }),
  });
}

export interface InvestAmountValues {
  amount: string;
}

/** The amount the field holds as a number when it is an amount at all (limits aside), else null. */
export function typedAmount(values: InvestAmountValues): number | null {
  try {
    return amountField('Amount').validateSync(values.amount);
  } catch {
    return null;
  }
}
