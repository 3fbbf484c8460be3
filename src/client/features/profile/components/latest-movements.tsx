import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../../shared/format';
import type { TransactionDto } from '../../../../shared/money-types';
import { signedAmount, transactionDescription } from '../transaction-text';

/** Where the full history is: the profile's transactions section. */
export const TRANSACTIONS_SECTION = '/profile#transactions';

/** The newest few movements, worded as the full history words them, and a link to that history. */
export function LatestMovements({ movements, headingLevel }: { movements: TransactionDto[]; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  return (
    <Box component="section" aria-labelledby="portfolio-movements-title" sx={{ mt: 3 }}>
      <Typography id="portfolio-movements-title" component={`h${headingLevel}`} sx={{ fontWeight: 700, fontSize: '1.1rem', mb: 1 }}>
        {t('portfolio.movements.title')}
      </Typography>
      {movements.length === 0 ? (
        <Typography color="text.secondary">{t('portfolio.movements.empty')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby="portfolio-movements-title" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {movements.map((movement) => (
            <Box component="li" key={movement._id} sx={{ py: 1, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{transactionDescription(movement, t)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDate(movement.createdAt, i18n.language)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, color: movement.direction === 'in' ? 'success.main' : 'error.main', whiteSpace: 'nowrap' }}>
                {signedAmount(movement, i18n.language)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Link component={RouterLink} to={TRANSACTIONS_SECTION} sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
        {t('portfolio.movements.all')}
      </Link>
    </Box>
  );
}
