/**
 * Every action the audit trail records. The Activity tab filters by these and
 * translates them under `admin.activity.actions.<action>`; the profile's security events show the
 * account ones. Add a new action here before writing it.
 */
export const AUDIT_ACTIONS = [
  // accounts
  'sign_in',
  'sign_in_failed',
  'sign_in_code_sent',
  'sign_out',
  'sessions_revoked',
  'password_reset',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'profile_updated',
  'phone_verified',
  'notification_preferences_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'recovery_code_used',
  'admin_created',
  'admin_promoted',
  // administration
  'deposit_approved',
  'deposit_rejected',
  'withdrawal_paid',
  'withdrawal_rejected',
  'project_created',
  'project_updated',
  'project_archived',
  'project_document_added',
  'project_document_removed',
  'promotion_created',
  'promotion_updated',
  'promotion_removed',
  'bank_details_created',
  'bank_details_changed',
  'payment_account_created',
  'payment_account_changed',
  'expense_created',
  'funds_allocated',
  'project_completed',
  'distribution_posted',
  'distribution_reversed',
  'user_deactivated',
  'message_retried',
  // the Settings tab (company details, Shariah advisors)
  'company_details_changed',
  'shariah_advisor_added',
  'shariah_advisor_changed',
  'shariah_advisor_removed',
  'contract_text_changed',
  'data_exported',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the investor sees of their own account's events on the profile. */
export const SECURITY_EVENT_ACTIONS: readonly AuditAction[] = [
  'sign_in',
  'sign_in_failed',
  'sign_in_code_sent',
  'sessions_revoked',
  'password_reset',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'phone_verified',
  'two_factor_enabled',
  'two_factor_disabled',
  'two_factor_failed',
  'recovery_code_used',
];

/** The changes to where investors send money: the admin dashboard's notice lists these. */
export const PAYMENT_ACCOUNT_ACTIONS: readonly AuditAction[] = ['payment_account_created', 'payment_account_changed', 'bank_details_created', 'bank_details_changed'];

/** How far back the dashboard's notice of payment account changes looks. */
export const PAYMENT_CHANGE_DAYS = 7;
