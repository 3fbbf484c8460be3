/**
 * The helper-text slot of a locked term: the reason stays readable. MUI draws a disabled field's
 * helper text in the disabled grey, 2.7:1 on white, under the 4.5:1 that text needs.
 */
export const LOCKED_HELP_SLOT = { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } as const;
