import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES, type ContractType } from '../../../../../shared/project-facts';
import type { ContractTextDto } from '../../../../../shared/trust-types';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import { useFailureText } from '../../shell/failure-text';
import { useSaveContractTextMutation } from '../api';
import { contractBody, contractFormSchema, contractValues, type ContractFormValues } from '../settings-schema';
import { SettingsField } from './settings-field';

const FORM = 'contract-settings';
const PAIR = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * Each contract type's one text: how profit and loss are shared and who the company is.
 * The project page, the invest review, the certificate and the statement render a project's own.
 */
export function ContractTextsForm({ contracts }: { contracts: ContractTextDto[] }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [type, setType] = useState<ContractType>('mudaraba');
  const [save, { isLoading: saving }] = useSaveContractTextMutation();
  const formik = useFormik<ContractFormValues>({
    initialValues: contractValues(contracts.find((contract) => contract.contractType === type)),
    enableReinitialize: true,
    validationSchema: contractFormSchema,
    async onSubmit(values) {
      try {
        await save({ type, body: contractBody(values) }).unwrap();
        enqueueSnackbar(t('settings.contracts.saved'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
      } catch (error) {
        enqueueSnackbar(failureText(error, 'settings.contracts.saveFailed'), { variant: 'error', ...PAGE_TOAST_OPTIONS });
      }
    },
  });
  const field = (name: keyof ContractFormValues, lang?: 'bn') => (
    <SettingsField formik={formik} name={name} form={FORM} label={t(`settings.contracts.fields.${name}`)} disabled={saving} required multiline lang={lang} />
  );

  return (
    <Box component="section" aria-labelledby={`${FORM}-title`} sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={`${FORM}-title`} variant="h4" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('settings.contracts.title')}
        </Typography>
        <Typography color="text.secondary">{t('settings.contracts.intro')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('settings.contracts.placeholders')}
        </Typography>
      </Box>
      <TextField
        select
        id={`${FORM}-type`}
        label={t('settings.contracts.type')}
        value={type}
        onChange={(event) => {
          formik.resetForm();
          setType(event.target.value as ContractType);
        }}
        disabled={saving}
        sx={{ maxWidth: 360 }}
      >
        {CONTRACT_TYPES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`details.facts.contractTypes.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box component="form" id={FORM} noValidate onSubmit={formik.handleSubmit} aria-labelledby={`${FORM}-title`} aria-busy={saving} sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={PAIR}>
          {field('sharing')}
          {field('sharingBn', 'bn')}
        </Box>
        <Box sx={PAIR}>
          {field('companyRole')}
          {field('companyRoleBn', 'bn')}
        </Box>
        <Button type="submit" variant="contained" disabled={saving} sx={{ justifySelf: 'start' }}>
          {saving ? t('settings.contracts.saving') : t('settings.contracts.save', { contract: t(`details.facts.contractTypes.${type}`) })}
        </Button>
      </Box>
    </Box>
  );
}
