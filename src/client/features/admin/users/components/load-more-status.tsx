import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** What stands after the last loaded user while more pages exist, in the table's row and the phone's card alike. */
export function LoadMoreStatus({ more, onRetryMore }: { more: 'loading' | 'failed'; onRetryMore: () => void }) {
  const { t } = useTranslation();
  if (more === 'loading')
    return (
      <>
        <CircularProgress size={18} aria-hidden />
        {t('admin.users.loadingMore')}
      </>
    );
  return (
    <>
      <span role="alert">{t('admin.users.loadMoreFailed')}</span>
      <Button size="small" onClick={onRetryMore}>
        {t('admin.users.retry')}
      </Button>
    </>
  );
}
