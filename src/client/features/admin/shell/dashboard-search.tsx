import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { formatNumber } from '../../../../shared/format';
import { USER_SEARCH_MAX } from '../../../../shared/schemas/auth';
import { FormikTextField } from '../../../components/formik-text-field';

// The users endpoint refuses longer search text (userListQuerySchema); typing stops there too.
const searchSchema = yup.object({ search: yup.string().max(USER_SEARCH_MAX, 'admin.shell.searchTooLong') });

interface DashboardSearchProps {
  initialValue?: string;
  /** Every change, so the users tab can search as the admin types. */
  onSearchChange: (text: string) => void;
  /** The Search button (or Enter). */
  onSubmit: (text: string) => void;
}

/** 'Search users...' and its Search button (spec section 2, admin dashboard). */
export function DashboardSearch({ initialValue = '', onSearchChange, onSubmit }: DashboardSearchProps) {
  const { t, i18n } = useTranslation();
  const formik = useFormik({
    initialValues: { search: initialValue },
    validationSchema: searchSchema,
    onSubmit: (values) => onSubmit(values.search.trim()),
  });

  return (
    <Box component="form" role="search" noValidate onSubmit={formik.handleSubmit} sx={{ display: 'flex', gap: 1, flex: '1 1 260px', minWidth: 0 }}>
      <FormikTextField
        formik={formik}
        name="search"
        errorText={(key) => t(key, { max: formatNumber(USER_SEARCH_MAX, i18n.language) })}
        type="search"
        size="small"
        onChange={(event) => {
          formik.handleChange(event);
          onSearchChange(event.target.value);
        }}
        placeholder={t('admin.shell.searchPlaceholder')}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{
          htmlInput: { 'aria-label': t('admin.shell.searchLabel'), maxLength: USER_SEARCH_MAX },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="outlined" sx={{ flexShrink: 0, alignSelf: 'flex-start', height: 40 }}>
        {t('admin.shell.searchButton')}
      </Button>
    </Box>
  );
}
