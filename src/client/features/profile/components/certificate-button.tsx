import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../api/download-file';
import { selectToken } from '../../../api/session-slice';
import { useAppSelector } from '../../../app/hooks';
import { BusyButton } from '../../../components/busy-button';
import { useSnackbar } from '../../../components/toast-provider';
import { toLanguage } from '../../../../shared/format';
import { apiErrorText, isUnauthorized } from '../api-error';
import { PROFILE_ERROR_TOAST } from '../toasts';
import { useEndSession } from '../use-end-session';

/**
 * "Certificate (PDF)" of one holding: the server writes the PDF in the investor's language;
 * it needs the bearer token, so it is fetched and handed to the browser rather than linked.
 */
export function CertificateButton({ projectId, title }: { projectId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const token = useAppSelector(selectToken);
  const { enqueueSnackbar } = useSnackbar();
  const { endSession } = useEndSession();
  const [busy, setBusy] = useState(false);

  const failureText = (error: unknown): string => {
    // fetch itself failing (offline) throws a TypeError, not an answer.
    if (error instanceof TypeError) return t('common.networkError');
    const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
    // The server answers in English; its one code of this route has a Bengali text.
    if (code === 'HOLDING_NOT_FOUND' && toLanguage(i18n.language) === 'bn') return t('profile.holdings.certificate.notFound');
    return apiErrorText(error, t, i18n.language) ?? t('profile.holdings.certificate.failed');
  };

  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(`/investment/holdings/${encodeURIComponent(projectId)}/certificate`, {}, token, 'certificate.pdf');
    } catch (error) {
      if (isUnauthorized(error)) return endSession(t('profile.sessionExpired'));
      enqueueSnackbar(failureText(error), PROFILE_ERROR_TOAST);
    } finally {
      setBusy(false);
    }
  };

  const text = busy ? t('profile.holdings.certificate.downloading') : t('profile.holdings.certificate.button');
  return (
    <BusyButton
      variant="outlined"
      size="small"
      onClick={() => void download()}
      busy={busy}
      aria-busy={busy}
      // The visible text first (label in name), then which holding: every holding has one.
      aria-label={t('profile.holdings.certificate.label', { action: text, title })}
      icon={<DownloadIcon aria-hidden />}
      spinnerSize={16}
    >
      {text}
    </BusyButton>
  );
}
