import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadMoreNearEnd } from '../../../../components/use-load-more-near-end';
import { useAppSelector } from '../../../../app/hooks';
import { ErrorLine } from '../../../../components/error-line';
import { PageLoader } from '../../../../components/page-loader';
import { useSnackbar } from '../../../../components/toast-provider';
import { useFailureText } from '../../shell/failure-text';
import type { AdminTabProps } from '../../shell/tabs';
import { NO_FILTERS, type ActivityFilters } from '../activity-filters';
import { useAdminActivityInfiniteQuery } from '../api';
import { downloadActivityCsv } from '../export-csv';
import { useDebouncedValue } from '../../../../components/use-debounced-value';
import { ACTIVITY_OVERSCAN, ActivityList } from './activity-list';
import { ActivityFiltersForm } from './activity-filters-form';

export const FILTER_DEBOUNCE_MS = 300;
const NEAR_END = ACTIVITY_OVERSCAN * 2;

/** The admin Activity tab: the audit trail, filtered, loaded as the admin scrolls, exportable. */
export function ActivityTab(_props: AdminTabProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { enqueueSnackbar } = useSnackbar();
  const token = useAppSelector((state) => state.session.token);
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  const applied = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const query = useAdminActivityInfiniteQuery(applied, { refetchOnMountOrArgChange: true });
  const { currentData, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const events = currentData?.pages.flatMap((page) => page.events) ?? [];
  const [exporting, setExporting] = useState(false);

  const { onRowsRendered, retryMore } = useLoadMoreNearEnd({ count: events.length, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage }, NEAR_END);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadActivityCsv(filters, token);
    } catch (error) {
      enqueueSnackbar(failureText(error, 'admin.activity.exportFailed'), { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (!currentData) {
    body = query.isError ? (
      <Box>
        <ErrorLine>{t('admin.activity.loadError', { message: failureText(query.error, 'admin.activity.loadFailed') })}</ErrorLine>
        <Button onClick={() => void query.refetch()} variant="outlined" sx={{ mt: 2 }}>
          {t('admin.activity.retry')}
        </Button>
      </Box>
    ) : (
      <PageLoader label={t('admin.activity.loading')} />
    );
  } else if (events.length === 0) {
    body = (
      <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        {t('admin.activity.empty')}
      </Typography>
    );
  } else {
    body = <ActivityList events={events} hasMore={hasNextPage} more={isFetchNextPageError ? 'failed' : 'loading'} onRetryMore={retryMore} onRowsRendered={onRowsRendered} />;
  }

  return (
    <Box component="section" aria-labelledby="admin-activity-title" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box>
          <Typography id="admin-activity-title" variant="h3" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
            {t('admin.activity.title')}
          </Typography>
          <Typography color="text.secondary">{t('admin.activity.intro')}</Typography>
        </Box>
        <Button variant="outlined" onClick={() => void exportCsv()} disabled={exporting}>
          {exporting ? t('admin.activity.exporting') : t('admin.activity.export')}
        </Button>
      </Box>
      <ActivityFiltersForm filters={filters} onChange={setFilters} />
      {body}
    </Box>
  );
}
