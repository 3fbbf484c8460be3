import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UserDto } from '../../../../../shared/api-types';
import { formatBdt } from '../../../../../shared/format';
import { readFailure } from '../../../../api/server-failure';
import { useProjectList } from '../../../../api/projects-api';
import { FormikTextField } from '../../../../components/formik-text-field';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useFailureText } from '../../shell/failure-text';
import { useAllocateFundsMutation } from '../api';
import { digitsOnly, fundSchema, parsedAmount, type FundFormValues } from '../fund-schema';
import { newIdempotencyKey } from '../../../../components/idempotency-key';
import { refusalText } from '../refusal-text';
import { InvestorReceipt, type Receipt } from './investor-receipt';
import { InvestorPicker } from './investor-picker';

/**
 * The admin fund tab (spec section 2): money allocated to a project raises its raised amount. Without an
 * investor it is the company's own co-investment; with one it invests that investor's wallet
 * money for them, under the same rules and refusals as their own Invest.
 */
export function FundTab(_props: { search?: string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const { data: projects, error: projectsError, isFetching, refetch } = useProjectList({ refetchOnMountOrArgChange: true });
  const [allocateFunds, { isLoading: saving }] = useAllocateFundsMutation();
  const [investor, setInvestor] = useState<UserDto | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // One key per submission: kept while the outcome is unknown (network failure, 5xx), so sending the
  // same allocation again cannot make it twice; a new one once the server has answered.
  const key = useRef<string | null>(null);
  const formik = useFormik<FundFormValues>({
    initialValues: { projectId: '', amount: '' },
    validationSchema: fundSchema,
    async onSubmit(values) {
      const { projectId, amount } = fundSchema.cast(values);
      key.current ??= newIdempotencyKey();
      setRefusal(null);
      setReceipt(null);
      try {
        const result = await allocateFunds({ projectId, amount, idempotencyKey: key.current, ...(investor ? { userId: investor._id } : {}) }).unwrap();
        key.current = null;
        if (investor && result.investment && result.wallet) {
          // The office reads the reference and the new balance to the investor on the phone: they stay here.
          setReceipt({ investor: investor.fullname, investment: result.investment, wallet: result.wallet });
          setInvestor(null);
          formik.resetForm();
          return;
        }
        enqueueSnackbar(t('admin.fund.success'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
        void navigate('/admin/dashboard');
      } catch (error) {
        const { status } = readFailure(error);
        if (typeof status === 'number' && status < 500) key.current = null;
        const refused = refusalText(error, t, lng);
        if (refused) setRefusal(refused);
        else enqueueSnackbar(failureText(error, 'admin.fund.failed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
      }
    },
  });
  // Another project, amount or investor is another allocation: a new key, and the old refusal no longer applies.
  useEffect(() => {
    key.current = null;
    setRefusal(null);
  }, [formik.values.projectId, formik.values.amount, investor]);

  const chosen = projects?.find((p) => p._id === formik.values.projectId);
  let projectHelp: string | undefined;
  if (!projects) projectHelp = projectsError && !isFetching ? undefined : t('admin.fund.loadingProjects');
  else if (projects.length === 0) projectHelp = t('admin.fund.noProjects');
  else if (chosen) projectHelp = t('admin.fund.raised', { amount: formatBdt(chosen.raisedAmount, lng) });
  const amount = parsedAmount(formik.values.amount);
  const amountHelp = amount !== null ? t('admin.fund.preview', { amount: formatBdt(amount, lng) }) : t('admin.fund.amountHelp');

  return (
    <Box component="section" aria-labelledby="admin-fund-title" sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <Box>
        <Typography id="admin-fund-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
          {t('admin.fund.title')}
        </Typography>
        <Typography color="text.secondary">{t('admin.fund.intro')}</Typography>
      </Box>
      {!projects && projectsError && !isFetching && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('admin.fund.retry')}
            </Button>
          }
        >
          {t('admin.fund.projectsError', { message: failureText(projectsError, 'common.networkError') })}
        </Alert>
      )}
      {receipt && <InvestorReceipt receipt={receipt} />}
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="admin-fund-title" aria-busy={saving} sx={{ display: 'grid', gap: 2.5 }}>
        <FormikTextField
          formik={formik}
          name="projectId"
          errorText={t}
          help={projectHelp}
          select
          id="admin-fund-project"
          label={t('admin.fund.project')}
          required
          fullWidth
          disabled={saving || !projects || projects.length === 0}
          // A native select: keyboard and screen-reader friendly, and the phone's own picker on mobile.
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('admin.fund.chooseProject')}</option>
          {projects?.map((project) => (
            <option key={project._id} value={project._id}>
              {project.title}
            </option>
          ))}
        </FormikTextField>
        <FormikTextField
          formik={formik}
          name="amount"
          errorText={t}
          help={amountHelp}
          id="admin-fund-amount"
          label={t('admin.fund.amount')}
          required
          fullWidth
          autoComplete="off"
          onChange={(event: ChangeEvent<HTMLInputElement>) => void formik.setFieldValue('amount', digitsOnly(event.target.value))}
          disabled={saving}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <InvestorPicker value={investor} onChange={setInvestor} disabled={saving} />
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {saving ? t('admin.fund.submitting') : t('admin.fund.submit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
