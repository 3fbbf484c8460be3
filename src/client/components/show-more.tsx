import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BusyButton } from './busy-button';

export interface ShowMoreText {
  more: string;
  loading: string;
  /** Said when the next page failed; the alert offers `retry`. */
  failed: string;
  retry: string;
}

/** What an RTK Query infinite query says of its pages, as the list's hook returns it. */
export interface Paging {
  /** The server said there is an older page. */
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface ShowMoreProps {
  paging: Paging;
  text: ShowMoreText;
}

/**
 * The button under a keyset-paged list that loads the next page (a button, not endless scrolling, so
 * what follows the list stays reachable by keyboard and on a phone). While loading it stays enabled
 * to the eye and the keyboard (aria-disabled), so the focus is not thrown to the page's start; a
 * failed page becomes an alert with a retry, and the rows already shown stay.
 */
export function ShowMore({ paging, text }: ShowMoreProps) {
  const { hasNextPage: hasMore, isFetchingNextPage: loading, isFetchNextPageError: failed } = paging;
  const onMore = () => void paging.fetchNextPage();
  if (!hasMore) return null;
  if (failed && !loading) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onMore}>
            {text.retry}
          </Button>
        }
      >
        {text.failed}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <BusyButton
        variant="outlined"
        busy={loading}
        keepFocus
        aria-disabled={loading || undefined}
        onClick={loading ? undefined : onMore}
        busyText={text.loading}
        spinnerSize={16}
        sx={{ minWidth: 160 }}
      >
        {text.more}
      </BusyButton>
    </Box>
  );
}
