import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadMoreNearEnd } from '../../../../components/use-load-more-near-end';
import type { UserDto } from '../../../../../shared/api-types';
import { ErrorLine } from '../../../../components/error-line';
import { PageLoader } from '../../../../components/page-loader';
import { useSnackbar } from '../../../../components/toast-provider';
import { useFailureText } from '../../shell/failure-text';
import type { AdminTabProps } from '../../shell/tabs';
import { useAdminUsersInfiniteQuery } from '../../shared/admin-users-api';
import { useDeactivateUserMutation } from '../api';
import { useDebouncedValue } from '../../../../components/use-debounced-value';
import { OVERSCAN } from '../user-columns';
import { useGetMeQuery } from '../../../../api/auth-api';
import { DeactivateDialog } from './deactivate-dialog';
import { UserDetailsDialog } from './user-details-dialog';
import { UsersCards } from './users-cards';
import { UsersTable } from './users-table';

export const SEARCH_DEBOUNCE_MS = 300;
/** The next page is asked for while this many loaded rows are still below the view. */
const NEAR_END = OVERSCAN * 2;

/** The users tab: server-side search on the header's text, pages loaded as the admin scrolls. */
export function UsersTab({ search }: AdminTabProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { enqueueSnackbar } = useSnackbar();
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useAdminUsersInfiniteQuery(q);
  const { currentData, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage } = query;
  const users = currentData?.pages.flatMap((page) => page.users) ?? [];
  const [deactivate, { isLoading: deactivating }] = useDeactivateUserMutation();
  const [pending, setPending] = useState<UserDto | null>(null);
  const [open, setOpen] = useState<UserDto | null>(null);
  // The admin guard has loaded the signed-in user already; this reads the same cache entry.
  const { data: me } = useGetMeQuery();
  // Below md the seven columns do not fit beside each other: one card per user.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const List = wide ? UsersTable : UsersCards;

  const { onRowsRendered, retryMore } = useLoadMoreNearEnd({ count: users.length, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage }, NEAR_END);

  const confirmDeactivate = async () => {
    if (!pending) return;
    try {
      await deactivate(pending._id).unwrap();
      enqueueSnackbar(t('admin.users.deactivated', { name: pending.fullname }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(failureText(error, 'admin.users.deactivateFailed'), { variant: 'error' });
    }
    setPending(null);
  };

  if (!currentData) {
    if (query.isError) {
      return (
        <Box>
          <ErrorLine>{t('admin.users.loadError', { message: failureText(query.error, 'admin.users.loadFailed') })}</ErrorLine>
          <Button onClick={() => void query.refetch()} variant="outlined" sx={{ mt: 2 }}>
            {t('admin.users.retry')}
          </Button>
        </Box>
      );
    }
    return <PageLoader label={t('admin.users.loading')} />;
  }

  return (
    <Box>
      {users.length === 0 ? (
        <Typography role="status" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
          {t('admin.users.empty')}
        </Typography>
      ) : (
        <List
          users={users}
          hasMore={hasNextPage}
          more={isFetchNextPageError ? 'failed' : 'loading'}
          onDeactivate={setPending}
          onOpen={setOpen}
          selfId={me?._id}
          onRetryMore={retryMore}
          onRowsRendered={onRowsRendered}
        />
      )}
      {open && <UserDetailsDialog user={open} onClose={() => setOpen(null)} />}
      {pending && <DeactivateDialog user={pending} busy={deactivating} onCancel={() => setPending(null)} onConfirm={() => void confirmDeactivate()} />}
    </Box>
  );
}
