import type { FormikProps } from 'formik';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';
import type { PaymentAccountDto } from '../../../../shared/payment-account-types';
import { FormikTextField } from '../../../components/formik-text-field';
import { messageKey, type DepositFormValues } from '../deposit-schema';

interface PaymentFieldsProps {
  formik: FormikProps<DepositFormValues>;
  account: PaymentAccountDto | null;
  disabled: boolean;
  /** The server answered DUPLICATE_REFERENCE for the reference now in the field. */
  duplicate: boolean;
  referenceInput: RefObject<HTMLInputElement | null>;
}

/**
 * The payment's reference and where the money came from. A mobile wallet's TrxID is
 * required, so the admin can find the payment; a bank reference and the sender are optional.
 */
export function PaymentFields({ formik, account, disabled, duplicate, referenceInput }: PaymentFieldsProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const wallet = account !== null && account.kind !== 'bank';
  const kind = account ? t(`deposit.kinds.${account.kind}`) : '';
  const errorText = (message: string) => {
    const { key, max } = messageKey(message);
    return t(key, max !== undefined ? { max: formatNumber(max, lng) } : undefined);
  };
  return (
    <>
      <FormikTextField
        formik={formik}
        name="reference"
        errorText={errorText}
        // The value the server refused passed the schema when sent, so the schema has nothing to say over it.
        otherError={duplicate ? errorText('deposit.errors.duplicateReference') : undefined}
        help={t(wallet ? 'deposit.reference.trxIdHelp' : 'deposit.reference.bankHelp', { kind })}
        id="deposit-reference"
        label={t(wallet ? 'deposit.reference.trxId' : 'deposit.reference.bank')}
        required={wallet}
        autoComplete="off"
        disabled={disabled}
        inputRef={referenceInput}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <FormikTextField
        formik={formik}
        name="sender"
        errorText={errorText}
        help={t('deposit.sender.help')}
        id="deposit-sender"
        label={t(wallet ? 'deposit.sender.wallet' : 'deposit.sender.bank', { kind })}
        autoComplete="off"
        disabled={disabled}
        slotProps={{ htmlInput: wallet ? { inputMode: 'tel' } : {} }}
      />
    </>
  );
}
