import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { localized } from '../../../../shared/localized';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectDto } from '../../../../shared/api-types';
import { formatBdt, formatPercent } from '../../../../shared/format';
import { balanceAfter, shareOfProject } from '../invest-limits';
import { formatProjectShare } from '../../../../shared/project-share';
import { useContractText } from '../../../components/contract-text';
import { FigureList } from './figure-list';

interface ReviewStepProps {
  project: ProjectDto;
  amount: number;
  balance: number;
  riskAccepted: boolean;
  riskMissing: boolean;
  submitting: boolean;
  onRiskChange: (accepted: boolean) => void;
  onConfirm: () => void;
  onBack: () => void;
}

/** Step 2: the figures, the project's contract and the required risk-disclosure tick. */
export function ReviewStep({ project, amount, balance, riskAccepted, riskMissing, submitting, onRiskChange, onConfirm, onBack }: ReviewStepProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  // The amount form is gone: the focus moves to this step's heading, so a screen reader reads where it is.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const share = formatProjectShare(shareOfProject(amount, project.raisedAmount), lng);
  // The project's own contract from Settings, as its page and certificate state it.
  const contract = useContractText(project.contractType, project.investorSharePercent);
  const figures = [
    { label: t('invest.review.project'), value: localized(project.title, project.titleBn, lng) },
    { label: t('invest.review.amount'), value: formatBdt(amount, lng) },
    { label: t('invest.review.walletBefore'), value: formatBdt(balance, lng) },
    { label: t('invest.review.walletAfter'), value: formatBdt(balanceAfter(balance, amount), lng) },
    { label: t('invest.review.share'), value: t('invest.review.shareValue', { percent: share }) },
  ];
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }} aria-busy={submitting}>
        <Typography ref={heading} tabIndex={-1} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, outline: 'none' }}>
          {t('invest.review.heading')}
        </Typography>
        <FigureList figures={figures} />
        <Box component="section" aria-labelledby="invest-contract-title">
          <Typography id="invest-contract-title" variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 0.5 }}>
            {contract ? t('details.contract.title', { contract: contract.name }) : t('invest.review.contractTitle')}
          </Typography>
          {contract ? (
            <>
              <Typography variant="body2">{contract.sharing}</Typography>
              <Typography variant="body2">{contract.companyRole}</Typography>
              <Typography variant="body2">{t('invest.review.noGuarantee')}</Typography>
            </>
          ) : (
            <Typography variant="body2">{t('invest.review.contract', { share: formatPercent(project.investorSharePercent, lng) })}</Typography>
          )}
        </Box>
        <FormControl required error={riskMissing}>
          <FormControlLabel
            control={
              <Checkbox
                checked={riskAccepted}
                onChange={(event) => onRiskChange(event.target.checked)}
                disabled={submitting}
                slotProps={{ input: { 'aria-describedby': riskMissing ? 'invest-risk-error' : undefined, 'aria-required': true } }}
              />
            }
            label={<Trans t={t} i18nKey="invest.review.riskLabel" components={{ 1: <Link component={RouterLink} to="/risk-disclosure" target="_blank" rel="noopener" /> }} />}
          />
          {riskMissing && <FormHelperText id="invest-risk-error">{t('invest.errors.riskRequired')}</FormHelperText>}
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onBack} disabled={submitting}>
          {t('invest.back')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={submitting}>
          {submitting ? t('invest.review.processing') : t('invest.review.confirm')}
        </Button>
      </DialogActions>
    </>
  );
}
