/** The company's public contact details, shown in the footer and used by the account-deletion page. */
export const COMPANY = {
  supportEmail: 'support@halalinvest.com.bd',
  phone: '+8809612345678',
  phoneDisplay: '+880 9612-345678',
} as const;
