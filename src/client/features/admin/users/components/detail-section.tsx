import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLine } from '../../../../components/error-line';
import { useFailureText } from '../../shell/failure-text';

interface DetailSectionProps {
  id: string;
  title: string;
  /** The query behind the section, as RTK Query gives it. */
  query: { isLoading: boolean; isFetching: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  count: number | undefined;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
}

/**
 * One part of a user's details (deposits, holdings, activity), with its own heading and its own
 * loading, empty and error states, so one failed call does not blank the others.
 */
export function DetailSection({ id, title, query, count, loadingText, emptyText, children }: DetailSectionProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  let body: ReactNode;
  if (query.isLoading) {
    body = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, color: 'text.secondary' }}>
        <CircularProgress size={18} aria-hidden />
        {loadingText}
      </Box>
    );
  } else if (query.isError) {
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <ErrorLine>{t('admin.userDetail.loadError', { message: failureText(query.error, 'admin.userDetail.loadFailed') })}</ErrorLine>
        <Button size="small" variant="outlined" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('admin.userDetail.retry')}
        </Button>
      </Box>
    );
  } else if (!count) {
    body = <Typography sx={{ color: 'text.secondary', py: 1 }}>{emptyText}</Typography>;
  } else {
    body = children;
  }
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {body}
    </Box>
  );
}
