import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useFormik } from 'formik';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ProjectDto } from '../../../../../shared/api-types';
import { FormActions } from '../../../../components/form-actions';
import { useSnackbar } from '../../../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../../../components/use-pending-toasts';
import type { ImageSource } from '../machines/project-save-machine';
import { ALL_FORM_FIELDS, EMPTY_VALUES, projectFormSchema, toProjectFields, valuesOf } from '../project-form-schema';
import { useFailureText } from '../../shared/server-failure';
import { DefaultImagePicker } from './default-image-picker';
import { GalleryPicker } from './gallery-picker';
import { ProjectFactFields } from './project-fact-fields';
import { ProjectTextFields } from './project-text-fields';
import { useProjectSave } from './use-project-save';

/** Where a saved project is listed: the dashboard's projects tab. */
export const DASHBOARD_PROJECTS = '/admin/dashboard?tab=projects';

/** Create a project, or edit `project` (DECISIONS.md: Edit opens this form filled in and saves with PUT). */
export function ProjectForm({ project }: { project?: ProjectDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const failureText = useFailureText();
  const [snapshot, send] = useProjectSave();
  const [defaultImage, setDefaultImage] = useState<ImageSource | null>(project?.defaultImage || null);
  const [gallery, setGallery] = useState<ImageSource[]>(project?.galleryImages ?? []);
  const editing = project !== undefined;
  const pending = !snapshot.matches('idle');
  const { failure } = snapshot.context;

  const formik = useFormik({
    initialValues: project ? valuesOf(project) : EMPTY_VALUES,
    validationSchema: projectFormSchema,
    onSubmit(values) {
      send({ type: 'SUBMIT', draft: { id: project?._id ?? null, fields: toProjectFields(values, project), defaultImage, gallery } });
    },
  });

  const shownError = ALL_FORM_FIELDS.some((field) => formik.errors[field] && (formik.touched[field] || formik.submitCount > 0));

  const finished = useRef(false);
  useEffect(() => {
    if (finished.current || !snapshot.matches('done')) return;
    finished.current = true; // once, even when effects run twice (StrictMode)
    enqueueSnackbar(t(editing ? 'admin.projectForm.updated' : 'admin.projectForm.created'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
    void navigate(DASHBOARD_PROJECTS);
  }, [snapshot, editing, enqueueSnackbar, navigate, t]);

  // Each failure is announced once; a language change re-renders without repeating it.
  const announced = useRef<typeof failure>(null);
  useEffect(() => {
    if (!failure || announced.current === failure) return;
    announced.current = failure;
    const fallback = failure.step === 'upload' ? 'admin.projectForm.uploadFailed' : editing ? 'admin.projectForm.updateFailed' : 'admin.projectForm.createFailed';
    enqueueSnackbar(failureText(failure.failure, fallback), { variant: 'error', ...PAGE_TOAST_OPTIONS });
  }, [failure, editing, enqueueSnackbar, failureText]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formik.handleSubmit();
    // Focus goes to the first problem, so a keyboard or screen reader user lands on it.
    const errors = await formik.validateForm();
    // Every field's id is project-<name> (fieldId, factFieldId).
    const first = ALL_FORM_FIELDS.find((field) => errors[field]);
    if (first) document.getElementById(`project-${first}`)?.focus();
  };

  let submitLabel = t(editing ? 'admin.projectForm.save' : 'admin.projectForm.create');
  if (pending) submitLabel = t(editing ? 'admin.projectForm.saving' : 'admin.projectForm.creating');

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="project-form-title"
      aria-busy={pending}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}
    >
      <ProjectTextFields formik={formik} disabled={pending} editing={editing} termsLocked={project?.termsLocked ?? false} />
      <DefaultImagePicker value={defaultImage} onChange={setDefaultImage} disabled={pending} />
      <GalleryPicker value={gallery} onChange={setGallery} disabled={pending} />
      <ProjectFactFields formik={formik} disabled={pending} termsLocked={project?.termsLocked ?? false} />
      <FormActions>
        <Button component={RouterLink} to={DASHBOARD_PROJECTS} variant="outlined" color="inherit" disabled={pending}>
          {t('admin.projectForm.cancel')}
        </Button>
        <Button type="submit" variant="contained" size="large" disabled={pending || shownError}>
          {submitLabel}
        </Button>
      </FormActions>
    </Paper>
  );
}
