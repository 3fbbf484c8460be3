import BalanceOutlinedIcon from '@mui/icons-material/BalanceOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const FEATURES = [
  { key: 'shariah', Icon: BalanceOutlinedIcon },
  { key: 'hassleFree', Icon: TaskAltOutlinedIcon },
  { key: 'inflation', Icon: TrendingUpOutlinedIcon },
] as const;

/** Shariah first, hassle free, beats inflation (spec section 2). */
export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="home-features-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="home-features-title" variant="h2" gutterBottom>
        {t('home.features.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
        {FEATURES.map(({ key, Icon }) => (
          <Card key={key} variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Icon aria-hidden sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} />
              <Typography variant="h3" gutterBottom>
                {t(`home.features.${key}.title`)}
              </Typography>
              <Typography color="text.secondary">{t(`home.features.${key}.text`)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
