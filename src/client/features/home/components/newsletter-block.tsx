import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

// A light check behind the browser's own type=email validation; the sign-up screen validates fully.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The newsletter-style block: a required email, then /signup with it filled in (DECISIONS.md).
 * No form library and a plain styled input (not MUI's input stack): the home route must stay light (PERFORMANCE.md 1).
 */
export function NewsletterBlock() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!event.currentTarget.checkValidity() || !EMAIL_SHAPE.test(value)) {
      setInvalid(true);
      return;
    }
    void navigate('/signup', { state: { email: value } });
  }

  return (
    <Container component="section" maxWidth="md" aria-labelledby="home-newsletter-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ p: { xs: 3, md: 4 }, borderRadius: 3, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Typography id="home-newsletter-title" variant="h2" gutterBottom>
          {t('home.newsletter.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('home.newsletter.text')}
        </Typography>
        <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'flex-start' } }}>
          <Box sx={{ flex: 1 }}>
            <Box component="label" htmlFor="newsletter-email" sx={{ display: 'block', mb: 0.5, color: 'text.primary' }}>
              {t('home.newsletter.emailLabel')}
            </Box>
            <Box
              component="input"
              id="newsletter-email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              aria-invalid={invalid}
              aria-describedby={invalid ? 'newsletter-email-error' : undefined}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                setEmail(event.target.value);
                setInvalid(false);
              }}
              sx={{
                width: '100%',
                minHeight: 56,
                px: 1.75,
                font: 'inherit',
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: invalid ? 'error.main' : 'grey.500',
                borderRadius: 1,
                '&:hover': { borderColor: invalid ? 'error.main' : 'text.primary' },
                '&:focus': {
                  outline: 'none',
                  borderColor: invalid ? 'error.main' : 'primary.main',
                  boxShadow: (theme) => `inset 0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}`,
                },
              }}
            />
            {invalid && (
              <Typography id="newsletter-email-error" variant="caption" color="error" sx={{ display: 'block', mt: 0.5, mx: 1.75 }}>
                {t('home.newsletter.invalid')}
              </Typography>
            )}
          </Box>
          <Button type="submit" variant="contained" size="large" sx={{ mt: { sm: 3.5 }, minHeight: 56 }}>
            {t('home.newsletter.submit')}
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
