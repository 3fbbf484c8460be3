import { FormikTextField, type FormikTextFieldProps } from './formik-text-field';

/** A money amount typed as people write it here ("1,00,000", "৳5,000", "৫০০০ টাকা"): the deposit, invest and withdraw forms' field. */
export function AmountField<Values extends { amount: string }>(props: Omit<FormikTextFieldProps<Values>, 'name'>) {
  return (
    <FormikTextField
      name="amount"
      required
      autoComplete="off"
      // Text, not type=number: a number input refuses Bengali digits; inputMode still brings up the keypad.
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      {...props}
    />
  );
}
