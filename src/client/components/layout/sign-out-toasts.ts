// Sign out's toasts, in their own tiny module: the first-load hook (use-sign-out.ts) needs the error
// one, and importing it from sign-out.ts would pull that lazy chunk into the first load.
// Spec section 9, public header area: 4 s by default, 2 s for a success.
export const SIGN_OUT_SUCCESS_TOAST = { variant: 'success', autoHideDuration: 2000 } as const;
export const SIGN_OUT_ERROR_TOAST = { variant: 'error', autoHideDuration: 4000 } as const;
