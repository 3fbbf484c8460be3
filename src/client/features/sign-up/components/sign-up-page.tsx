import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { toLanguage } from '../../../../shared/format';
import { useSnackbar } from '../../../components/toast-provider';
import { usePageTitle } from '../../../components/use-page-title';
import type { VerifiedSignInState } from '../../../components/verified-sign-in';
import { PAGE_TOAST_OPTIONS } from '../../../components/use-pending-toasts';
import { newCustomerId } from '../customer-id';
import { serverText } from '../server-failure';
import { useSignUpWizard } from '../use-sign-up-wizard';
import { CodeStep } from './code-step';
import { DetailsStep } from './details-step';
import { PhoneStep } from './phone-step';

/** The newsletter block's address (DECISIONS.md), when the page was opened from it. */
function prefilledEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** True once the wizard has left the step it opened at: from then on each new step takes the focus. */
function useStepChanged(step: string): boolean {
  const [first] = useState(step);
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (step !== first) setChanged(true);
  }, [step, first]);
  return changed;
}

/** /signup, /signup/verify/otp (and its other spellings): the sign-up wizard (spec sections 2, 4). */
export function SignUpPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { state, send } = useSignUpWizard();
  const [initialEmail] = useState(() => prefilledEmail(location.state));
  const { email, notice } = state.context;
  const step = state.matches('phone') ? 'phone' : state.matches('details') || state.matches('submitting') ? 'details' : 'code';
  const focusTitle = useStepChanged(step);
  // Each step's heading, as the wizard's paths (/signup, /signup/verify/otp) show different steps.
  usePageTitle(t(`signUp.${step}.title`));

  const announced = useRef(false);
  useEffect(() => {
    if (state.status !== 'done' || announced.current) return;
    announced.current = true;
    // The wizard's earlier notices (a code sent, a wrong code) are stale once the account is verified.
    closeSnackbar();
    enqueueSnackbar(t('signUp.code.verified'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
    // Sign-in greets the new account and has its email filled in.
    const verified: VerifiedSignInState = email ? { verifiedEmail: email } : {};
    void navigate('/signin', { replace: true, state: verified });
  }, [state.status, enqueueSnackbar, closeSnackbar, navigate, t, email]);

  const signUpFailure = notice?.kind === 'signUpFailed' ? (serverText(notice.failure, t, i18n) ?? t('signUp.errors.signupFailed')) : null;
  const busy = state.matches({ code: 'verifying' }) || state.matches('verified') ? 'verifying' : state.matches({ code: 'resending' }) ? 'resending' : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        {step === 'details' && (
          <DetailsStep
            initialEmail={initialEmail}
            pending={state.matches('submitting')}
            failure={signUpFailure}
            focusTitle={focusTitle}
            onSubmit={(values) =>
              send({
                type: 'SUBMIT_DETAILS',
                // The code email is written in the language the user is reading now.
                details: { ...values, customId: newCustomerId(), language: toLanguage(i18n.resolvedLanguage ?? i18n.language) },
              })
            }
          />
        )}
        {step === 'phone' && <PhoneStep email={email} focusTitle={focusTitle} onContinue={(phone) => send({ type: 'CONTINUE', phone })} />}
        {step === 'code' && (
          <CodeStep
            email={email}
            busy={busy}
            notice={notice}
            resendAvailableAt={state.context.resendAvailableAt}
            focusTitle={focusTitle}
            onVerify={(otp) => send({ type: 'SUBMIT_CODE', otp })}
            onResend={() => send({ type: 'RESEND' })}
            onStartOver={() => send({ type: 'START_OVER' })}
          />
        )}
      </Paper>
    </Container>
  );
}
