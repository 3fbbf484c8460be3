import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '../../../../../shared/audit';
import { DateField } from '../../../../components/date-field/date-field';
import { NO_FILTERS, type ActivityFilters } from '../activity-filters';
import { actionName } from '../describe-event';

interface ActivityFiltersFormProps {
  filters: ActivityFilters;
  onChange: (filters: ActivityFilters) => void;
}

/** Actor, action, target and a date range; each change filters the list (typed ones after a pause). */
export function ActivityFiltersForm({ filters, onChange }: ActivityFiltersFormProps) {
  const { t } = useTranslation();
  const set = (key: keyof ActivityFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value });
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('admin.activity.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      // Three across from md: a date field needs ~150 px to show its whole placeholder.
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, alignItems: 'start' }}
    >
      <TextField
        id="activity-actor"
        size="small"
        label={t('admin.activity.filters.actor')}
        placeholder={t('admin.activity.filters.actorHint')}
        value={filters.actor}
        onChange={set('actor')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { autoComplete: 'off', maxLength: 254 } }}
      />
      <TextField id="activity-action" size="small" select label={t('admin.activity.filters.action')} value={filters.action} onChange={set('action')}>
        <MenuItem value="">{t('admin.activity.filters.anyAction')}</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {actionName(action, t)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="activity-target"
        size="small"
        label={t('admin.activity.filters.target')}
        value={filters.target}
        onChange={set('target')}
        slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 64 } }}
      />
      <DateField id="activity-from" name="from" size="small" label={t('admin.activity.filters.from')} value={filters.from} onChange={(from) => onChange({ ...filters, from })} />
      <DateField id="activity-to" name="to" size="small" label={t('admin.activity.filters.to')} value={filters.to} onChange={(to) => onChange({ ...filters, to })} />
      <Button onClick={() => onChange(NO_FILTERS)} sx={{ alignSelf: 'center', justifySelf: 'start' }}>
        {t('admin.activity.filters.clear')}
      </Button>
    </Box>
  );
}
