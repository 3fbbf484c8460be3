import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ShownCountry } from '../countries';
import { CountryFlag } from './country-flag';

// Either language's name, the prefix or the code finds a country ('880', 'bangla', 'বাংলা').
const filterOptions = createFilterOptions<ShownCountry>({ stringify: (c) => `${c.label} ${c.name} ${c.phonePrefix} ${c.code}` });

interface CountrySelectProps {
  options: ShownCountry[];
  value: ShownCountry;
  onChange: (country: ShownCountry) => void;
  helperText?: string;
}

/** The country picker (spec section 2): flag, name and phone prefix per entry; the chosen flag stays visible. */
export function CountrySelect({ options, value, onChange, helperText }: CountrySelectProps) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      id="sign-up-country"
      options={options}
      value={value}
      onChange={(_event, country) => onChange(country)}
      disableClearable
      autoHighlight
      filterOptions={filterOptions}
      getOptionLabel={(country) => country.label}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      noOptionsText={t('signUp.phone.noCountry')}
      renderOption={({ key, ...props }, country) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5 }}>
          <CountryFlag flag={country.flag} code={country.code} />
          <Box component="span" sx={{ flex: 1 }}>
            {country.label}
          </Box>
          <Box component="span" dir="ltr" sx={{ color: 'text.secondary' }}>
            {country.phonePrefix}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('signUp.phone.country')}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start" aria-hidden>
                  <CountryFlag flag={value.flag} code={value.code} />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
