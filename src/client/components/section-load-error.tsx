import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A card's list that failed to load: what went wrong and a retry, while the rest of the page stays usable. */
export function SectionLoadError({ message, retryText, onRetry }: { message: string; retryText: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryText}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
