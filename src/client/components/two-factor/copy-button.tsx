import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies `text`; the label says so for a moment (and to screen readers, through aria-live). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an old browser, a denied permission): the text is on screen to select by hand.
    }
  }
  return (
    <Button size="small" variant="outlined" onClick={() => void copy()} aria-live="polite">
      {copied ? t('twoFactor.setup.copied') : label}
    </Button>
  );
}
