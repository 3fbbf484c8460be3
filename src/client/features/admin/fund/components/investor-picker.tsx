import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../../shared/api-types';
import { formatBdt } from '../../../../../shared/format';
import { useDebouncedValue } from '../../../../components/use-debounced-value';
import { useAdminUsersInfiniteQuery } from '../../shared/admin-users-api';

interface InvestorPickerProps {
  value: UserDto | null;
  onChange: (investor: UserDto | null) => void;
  disabled?: boolean;
}

/**
 * The optional investor of a fund allocation: searched by name or email on the server (the
 * users tab's endpoint), one pause at a time. Empty means the company's own co-investment.
 */
export function InvestorPicker({ value, onChange, disabled }: InvestorPickerProps) {
  const { t, i18n } = useTranslation();
  const [input, setInput] = useState('');
  // Most allocations are the company's own: the users are asked for only once the field is opened.
  const [opened, setOpened] = useState(false);
  const search = useDebouncedValue(input.trim(), 300);
  const { data, isFetching } = useAdminUsersInfiniteQuery(search, { skip: !opened });
  // Admins have no wallet to invest from; the first page is enough for a search by name or email.
  const investors = (data?.pages[0]?.users ?? []).filter((user) => user.role === 'investor');

  return (
    <Autocomplete
      id="admin-fund-investor"
      options={investors}
      value={value}
      onOpen={() => setOpened(true)}
      onChange={(_event, investor) => onChange(investor)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      // The server has filtered already; the options are what it found.
      filterOptions={(options) => options}
      getOptionLabel={(user) => `${user.fullname} (${user.email})`}
      isOptionEqualToValue={(option, chosen) => option._id === chosen._id}
      loading={isFetching}
      loadingText={t('admin.fund.investorLoading')}
      noOptionsText={t('admin.fund.investorNone')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('admin.fund.investor')}
          helperText={value ? t('admin.fund.investorWallet', { amount: formatBdt(value.availableBalance ?? 0, i18n.language) }) : t('admin.fund.investorHelp')}
        />
      )}
    />
  );
}
