import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const POINTS = ['signIn.promo.point1', 'signIn.promo.point2', 'signIn.promo.point3'] as const;

/** The promotional side panel (spec section 2): large screens only, so phones get the form at once. */
export function SignInPromo() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-labelledby="sign-in-promo-title"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 2,
        p: 5,
        borderRadius: 3,
        bgcolor: '#0d2b22',
        color: '#fff',
      }}
    >
      <Typography id="sign-in-promo-title" variant="h2">
        {t('signIn.promo.title')}
      </Typography>
      <Typography sx={{ opacity: 0.9 }}>{t('signIn.promo.text')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {POINTS.map((key) => (
          <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <TaskAltOutlinedIcon sx={{ color: '#f3d27a', mt: 0.25 }} aria-hidden />
            <Typography>{t(key)}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
