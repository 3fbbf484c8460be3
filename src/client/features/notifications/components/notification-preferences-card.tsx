import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { NOTICE_CHANNELS, NOTICE_TOPICS, reachesAlways, type NotificationPreferences } from '../../../../shared/notification-types';
import { BusyButton } from '../../../components/busy-button';
import { SectionLoadError } from '../../../components/section-load-error';
import { useSnackbar } from '../../../components/toast-provider';
import { readFailure } from '../../../api/server-failure';
import { useNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } from '../api';

const TITLE_ID = 'notification-preferences-title';

/** Why these choices cannot be saved, as a translation key, or null: money and security must leave the app by a channel that reaches the person. */
export function choicesProblem(choices: NotificationPreferences, phoneVerified: boolean): string | null {
  if (reachesAlways(choices, phoneVerified)) return null;
  return phoneVerified ? 'notifications.preferences.mustReach' : 'notifications.preferences.mustMail';
}

function PreferencesForm({ saved, phoneVerified }: { saved: NotificationPreferences; phoneVerified: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useSaveNotificationPreferencesMutation();
  const form = useFormik<NotificationPreferences>({
    initialValues: saved,
    enableReinitialize: true,
    validate: (values) => {
      const problem = choicesProblem(values, phoneVerified);
      return problem ? { email: problem } : {};
    },
    onSubmit: async (values) => {
      try {
        await save(values).unwrap();
        enqueueSnackbar(t('notifications.preferences.saved'), { variant: 'success', autoHideDuration: 3000 });
      } catch (error) {
        const failure = readFailure(error);
        enqueueSnackbar(failure.status === 'network' ? t('common.networkError') : t('notifications.preferences.saveFailed'), { variant: 'error', autoHideDuration: 4000 });
      }
    },
  });
  const problem = typeof form.errors.email === 'string' ? form.errors.email : null;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Table size="small" aria-labelledby={TITLE_ID}>
        <TableHead>
          <TableRow>
            <TableCell>{t('notifications.preferences.topic')}</TableCell>
            {NOTICE_CHANNELS.map((channel) => (
              <TableCell key={channel} align="center">
                {t(`notifications.preferences.channels.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {NOTICE_TOPICS.map((topic) => (
            <TableRow key={topic}>
              <TableCell component="th" scope="row">
                {t(`notifications.preferences.topics.${topic}`)}
              </TableCell>
              {NOTICE_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center" padding="checkbox">
                  <Checkbox
                    checked={form.values[channel][topic]}
                    disabled={channel === 'sms' && !phoneVerified}
                    onChange={(event) => void form.setFieldValue(`${channel}.${topic}`, event.target.checked)}
                    slotProps={{
                      input: {
                        'aria-label': t('notifications.preferences.choice', {
                          topic: t(`notifications.preferences.topics.${topic}`),
                          channel: t(`notifications.preferences.channels.${channel}`),
                        }),
                      },
                    }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {!phoneVerified && <Typography color="text.secondary">{t('notifications.preferences.smsNeedsPhone')}</Typography>}
      {problem && (
        <Alert severity="error" role="alert">
          {t(problem)}
        </Alert>
      )}
      <Box>
        <BusyButton type="submit" variant="contained" busy={form.isSubmitting} busyText={t('notifications.preferences.saving')} disabled={!form.dirty}>
          {t('notifications.preferences.save')}
        </BusyButton>
      </Box>
    </Box>
  );
}

/** The profile's choice of channels for each kind of notice: the inbox always gets every one. */
export function NotificationPreferencesCard({ phoneVerified }: { phoneVerified: boolean }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useNotificationPreferencesQuery();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={TITLE_ID} sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography id={TITLE_ID} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('notifications.preferences.title')}
      </Typography>
      <Typography color="text.secondary">{t('notifications.preferences.intro')}</Typography>
      {isLoading ? (
        <Skeleton variant="rounded" height={180} aria-label={t('notifications.preferences.loading')} />
      ) : isError || !data ? (
        <SectionLoadError message={t('notifications.preferences.loadError')} retryText={t('notifications.preferences.retry')} onRetry={() => void refetch()} />
      ) : (
        <PreferencesForm saved={data} phoneVerified={phoneVerified} />
      )}
    </Paper>
  );
}
