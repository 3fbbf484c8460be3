import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyDto } from '../../../../shared/trust-types';
import { bilingual } from '../bilingual';

/**
 * The company's registration details as a description list. Numbers stay as registered (Latin
 * digits, like phone numbers and e-mail addresses: GLOSSARY-BN.md), so they match the documents.
 */
export function CompanyDetails({ company }: { company: CompanyDto }) {
  const { t, i18n } = useTranslation();
  const name = bilingual(company.legalName, company.legalNameBn, i18n.language);
  const address = bilingual(company.address, company.addressBn, i18n.language);
  const rows: Array<{ key: string; value: ReactNode; lang?: string }> = [
    { key: 'legalName', value: name.text, lang: name.lang },
    { key: 'registrationNumber', value: company.registrationNumber, lang: 'en' },
    { key: 'tradeLicenceNumber', value: company.tradeLicenceNumber, lang: 'en' },
    { key: 'tin', value: company.tin, lang: 'en' },
    ...(company.bin ? [{ key: 'bin', value: company.bin, lang: 'en' }] : []),
    { key: 'address', value: address.text, lang: address.lang },
    { key: 'phone', value: <Link href={`tel:${company.phone.replace(/[^+\d]/g, '')}`}>{company.phone}</Link>, lang: 'en' },
    { key: 'email', value: <Link href={`mailto:${company.email}`}>{company.email}</Link>, lang: 'en' },
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1.25 }, m: 0 }}>
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1.25, sm: 0 } }}>
            {t(`governance.company.${row.key}`)}
          </Typography>
          <Typography component="dd" lang={row.lang} sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
