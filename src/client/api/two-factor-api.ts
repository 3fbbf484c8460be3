import type { AuthResponse, MessageResponse, RecoveryCodesResponse, TwoFactorSetupResponse } from '../../shared/api-types';
import { api } from './api-slice';

/**
 * Two-factor sign-in: set-up, enable and disable for the signed-in user, and
 * the second sign-in step. Shared by sign-in, the admin guard and the profile, so it lives here.
 */
export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Both set-up steps need the current password (a stolen session alone cannot turn it on).
    setupTwoFactor: build.mutation<TwoFactorSetupResponse, { password: string }>({
      query: (body) => ({ url: '/auth/2fa/setup', method: 'POST', body }),
    }),
    // 'Me' is refreshed by the caller once the recovery codes have been seen: refreshing it here
    // would take an admin off the set-up screen before the codes are shown.
    enableTwoFactor: build.mutation<RecoveryCodesResponse, { password: string; code: string }>({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
    }),
    disableTwoFactor: build.mutation<MessageResponse, { password: string; code: string }>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Me', id: 'CURRENT' },
        { type: 'User', id: 'LIST' },
      ],
    }),
    verifyTwoFactor: build.mutation<AuthResponse, { challenge: string; code: string }>({
      query: (body) => ({ url: '/auth/2fa/verify', method: 'POST', body }),
    }),
  }),
});

export const { useDisableTwoFactorMutation, useVerifyTwoFactorMutation } = twoFactorApi;
