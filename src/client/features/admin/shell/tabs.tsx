import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What the dashboard gives every tab: the header's search text (a tab may ignore it). */
export interface AdminTabProps {
  search: string;
}

export interface AdminTab {
  /** The value of `?tab=` in the URL. */
  id: string;
  labelKey: string;
  Component: LazyExoticComponent<ComponentType<AdminTabProps>>;
}

/**
 * The one registry of dashboard tabs, in the order the sidebar shows them (spec section 2). Each tab's
 * code loads when it is first chosen. The first entry is the default tab.
 */
export const ADMIN_TABS: AdminTab[] = [
  { id: 'users', labelKey: 'admin.tabs.users', Component: lazy(() => import('../users/components/users-tab').then((m) => ({ default: m.UsersTab }))) },
  { id: 'projects', labelKey: 'admin.tabs.projects', Component: lazy(() => import('../projects/components/projects-tab').then((m) => ({ default: m.ProjectsTab }))) },
  { id: 'promotions', labelKey: 'admin.tabs.promotions', Component: lazy(() => import('../promotions/components/promotions-tab').then((m) => ({ default: m.PromotionsTab }))) },
  { id: 'deposits', labelKey: 'admin.tabs.deposits', Component: lazy(() => import('../deposits/components/deposits-tab').then((m) => ({ default: m.DepositsTab }))) },
  {
    id: 'withdrawals',
    labelKey: 'admin.tabs.withdrawals',
    Component: lazy(() => import('../withdrawals/components/withdrawals-tab').then((m) => ({ default: m.WithdrawalsTab }))),
  },
  {
    id: 'payment-accounts',
    labelKey: 'admin.tabs.paymentAccounts',
    Component: lazy(() => import('../bank/components/payment-accounts-tab').then((m) => ({ default: m.PaymentAccountsTab }))),
  },
  { id: 'expenses', labelKey: 'admin.tabs.expenses', Component: lazy(() => import('../expenses/components/expenses-tab').then((m) => ({ default: m.ExpensesTab }))) },
  { id: 'fund', labelKey: 'admin.tabs.fund', Component: lazy(() => import('../fund/components/fund-tab').then((m) => ({ default: m.FundTab }))) },
  {
    id: 'distributions',
    labelKey: 'admin.tabs.distributions',
    Component: lazy(() => import('../distributions/components/distributions-tab').then((m) => ({ default: m.DistributionsTab }))),
  },
  { id: 'messages', labelKey: 'admin.tabs.messages', Component: lazy(() => import('../messages/components/messages-tab').then((m) => ({ default: m.MessagesTab }))) },
  { id: 'activity', labelKey: 'admin.tabs.activity', Component: lazy(() => import('../activity/components/activity-tab').then((m) => ({ default: m.ActivityTab }))) },
  { id: 'exports', labelKey: 'admin.tabs.exports', Component: lazy(() => import('../exports/components/exports-tab').then((m) => ({ default: m.ExportsTab }))) },
  { id: 'settings', labelKey: 'admin.tabs.settings', Component: lazy(() => import('../settings/components/settings-tab').then((m) => ({ default: m.SettingsTab }))) },
];
