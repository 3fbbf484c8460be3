/** Spec section 9: the profile area shows a success for 3 s and an error for 4 s. */
export const PROFILE_SUCCESS_TOAST = { variant: 'success', autoHideDuration: 3000 } as const;
export const PROFILE_ERROR_TOAST = { variant: 'error', autoHideDuration: 4000 } as const;
