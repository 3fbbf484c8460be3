import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bdtInWords } from '../../shared/amount-words';

/**
 * The words line under a figure of one crore or more ("৩ কোটি ৪৮ লাখ টাকা"): its own small line, so a
 * card never shows two money formats side by side. Nothing for smaller figures.
 */
export function AmountWords({ amount, component = 'p' }: { amount: number; component?: 'p' | 'dd' | 'span' }) {
  const { i18n } = useTranslation();
  const words = bdtInWords(amount, i18n.language);
  if (!words) return null;
  return (
    <Typography component={component} variant="caption" color="text.secondary" sx={{ display: 'block', m: 0 }}>
      {words}
    </Typography>
  );
}
