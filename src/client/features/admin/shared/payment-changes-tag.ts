/**
 * The tag of the dashboard's list of payment account changes: the payment accounts tab invalidates
 * it after a save, so the notice shows the change just made.
 */
export const PAYMENT_CHANGES_TAG = { type: 'PaymentAccount', id: 'CHANGES' } as const;
