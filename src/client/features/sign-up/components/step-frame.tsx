import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format';

export const STEP_COUNT = 3;

interface StepFrameProps {
  /** 1-based position in the wizard. */
  step: number;
  title: string;
  intro: ReactNode;
  /** Moves focus to the title, so a screen reader announces the new step (not on the page's first step). */
  focusTitle: boolean;
  children: ReactNode;
}

/** The frame every step shares: 'Step n of 3', the step's h1 and its introduction. */
export function StepFrame({ step, title, intro, focusTitle, children }: StepFrameProps) {
  const { t, i18n } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('signUp.step', { n: formatNumber(step, i18n.language), total: formatNumber(STEP_COUNT, i18n.language) })}
      </Typography>
      <Typography ref={titleRef} variant="h1" tabIndex={-1} gutterBottom sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' }, outline: 'none' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {intro}
      </Typography>
      {children}
    </>
  );
}
