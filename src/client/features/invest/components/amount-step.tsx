import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useMemo, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBdt, formatNumber } from '../../../../shared/format';
import { AmountField } from '../../../components/amount-field';
import { investAmountSchema, typedAmount, type InvestAmountValues } from '../invest-amount-schema';
import { amountProblem, type InvestLimits } from '../invest-limits';
import { MissingMoneyNotice } from './missing-money-notice';

interface AmountStepProps {
  options: number[];
  limits: InvestLimits;
  /** The amount chosen before (coming back from the review), shown again. */
  chosen: number | null;
  onReview: (amount: number) => void;
  onCancel: () => void;
}

/** Step 1: the project's investment options as quick picks, or any amount within the limits. */
export function AmountStep({ options, limits, chosen, onReview, onCancel }: AmountStepProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const schema = useMemo(() => investAmountSchema(limits), [limits]);
  const formik = useFormik<InvestAmountValues>({
    // The field shows the page's digits; the parser reads Bengali digits and lakh commas alike.
    initialValues: { amount: chosen !== null ? formatNumber(chosen, lng) : '' },
    validationSchema: schema,
    onSubmit: (values) => onReview(schema.validateSync(values).amount),
  });
  const input = useRef<HTMLInputElement>(null);

  const typed = typedAmount(formik.values);
  const problem = typed !== null ? amountProblem(typed, limits) : null;
  const shown = formik.touched.amount || formik.submitCount > 0;
  const maximum = limits.remaining !== null ? Math.min(limits.remaining, limits.balance) : limits.balance;
  const figures = {
    minimum: formatBdt(limits.minimum, lng),
    maximum: formatBdt(Math.max(maximum, limits.minimum), lng),
    balance: formatBdt(limits.balance, lng),
    remaining: formatBdt(limits.remaining ?? 0, lng),
    missing: formatBdt(problem?.kind === 'notEnough' ? problem.missing : 0, lng),
  };
  // A quick pick the wallet cannot pay is offered but disabled; the line below the picks says why.
  const aboveBalance = (option: number) => Math.round(option * 100) > Math.round(limits.balance * 100);
  const someAboveBalance = options.some(aboveBalance);
  const help = typed !== null ? t('invest.amount.preview', { amount: formatBdt(typed, lng) }) : t('invest.amount.help', figures);

  const pick = (option: number) => {
    void formik.setFieldValue('amount', formatNumber(option, lng), true);
    void formik.setFieldTouched('amount', true, false);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formik.handleSubmit(event);
    // A refused amount takes the focus, so a screen reader reads its message.
    if (typed === null || problem) input.current?.focus();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Box>
          <Typography>{t('invest.amount.balance', figures)}</Typography>
          {limits.remaining !== null && (
            <Typography variant="body2" color="text.secondary">
              {t('invest.amount.remaining', figures)}
            </Typography>
          )}
        </Box>
        {options.length > 0 && (
          <Box>
            <Box
              role="group"
              aria-label={t('invest.amount.quickPicks')}
              aria-describedby={someAboveBalance ? 'invest-picks-above-balance' : undefined}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {options.map((option) => (
                <Button
                  key={option}
                  variant={typed === option ? 'contained' : 'outlined'}
                  aria-pressed={typed === option}
                  disabled={aboveBalance(option)}
                  onClick={() => pick(option)}
                >
                  {formatBdt(option, lng)}
                </Button>
              ))}
            </Box>
            {someAboveBalance && (
              <Typography id="invest-picks-above-balance" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('invest.amount.aboveBalance', figures)}
              </Typography>
            )}
          </Box>
        )}
        <AmountField formik={formik} errorText={(key) => t(key, figures)} help={help} id="invest-amount" label={t('invest.amount.label')} inputRef={input} />
        {shown && problem?.kind === 'notEnough' && <MissingMoneyNotice missing={problem.missing} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onCancel}>
          {t('invest.cancel')}
        </Button>
        <Button type="submit" variant="contained">
          {t('invest.amount.review')}
        </Button>
      </DialogActions>
    </Box>
  );
}
