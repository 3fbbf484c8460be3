import { useCallback, useEffect, useRef } from 'react';

interface InfinitePages {
  /** Rows loaded so far. */
  count: number;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Keyset pages for a react-window list: the next page is asked for when the last rendered row is
 * within `nearEnd` rows of the end. Returns the list's `onRowsRendered` and a retry for a failed page.
 */
export function useLoadMoreNearEnd({ count, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage }: InfinitePages, nearEnd: number) {
  // Read by a stable callback: react-window calls onRowsRendered again whenever its identity changes.
  const lastVisibleRow = useRef(0);
  const latest = useRef({ count, canLoad: false, fetchNextPage });
  latest.current = { count, canLoad: hasNextPage && !isFetching && !isFetchNextPageError, fetchNextPage };
  const loadMoreIfNearEnd = useCallback(() => {
    const { count: loaded, canLoad, fetchNextPage: next } = latest.current;
    if (canLoad && lastVisibleRow.current >= loaded - nearEnd) void next();
  }, [nearEnd]);
  const onRowsRendered = useCallback(
    ({ stopIndex }: { stopIndex: number }) => {
      lastVisibleRow.current = stopIndex;
      loadMoreIfNearEnd();
    },
    [loadMoreIfNearEnd],
  );
  // A page shorter than the view leaves the reader near the end without a new scroll.
  useEffect(loadMoreIfNearEnd, [loadMoreIfNearEnd, count, isFetching]);
  const retryMore = useCallback(() => void latest.current.fetchNextPage(), []);
  return { onRowsRendered, retryMore };
}
