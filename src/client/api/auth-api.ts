import type { LoginResponse, MessageResponse, UserDto, UserResponse } from '../../shared/api-types';
import type { Language } from '../../shared/constants';
import { meApi } from './me-api';

export interface SignUpRequest {
  customId: string;
  fullname: string;
  email: string;
  password: string;
  language: Language;
  /** Sent as true by the sign-up form (the spec's call leaves it out). */
  ageConfirmed?: boolean;
}

export interface VerifyOtpRequest {
  email: string;
  otp: string;
  phone: string | null;
}

export interface ResetPasswordRequest {
  email: string;
  resetToken: string;
  newPassword: string;
}

export interface UpdateProfileRequest {
  fullname: string;
  email: string;
  phone: string;
  nid: string;
}

/**
 * The account calls of spec section 7, shared by sign-in, sign-up, reset, profile and the header.
 * Mutations never retry (api-slice); the signed-in user's own record is the 'Me' tag.
 */
// Built on meApi, so getMe is one of its endpoints too (authApi.endpoints.getMe, useGetMeQuery).
export const authApi = meApi.injectEndpoints({
  endpoints: (build) => ({
    /** With two-factor on, the answer is a challenge for the authenticator code instead of a token. */
    login: build.mutation<LoginResponse, { email: string; password: string; emailCode?: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST', body: {} }),
    }),
    signUp: build.mutation<MessageResponse, SignUpRequest>({
      query: (body) => ({ url: '/auth/signup', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<MessageResponse, VerifyOtpRequest>({
      query: (body) => ({ url: '/auth/verify-otp', method: 'POST', body }),
    }),
    resendOtp: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/resend-otp', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    updateMe: build.mutation<UserDto, UpdateProfileRequest>({
      query: (body) => ({ url: '/auth/update', method: 'PUT', body }),
      transformResponse: (response: UserResponse) => response.user,
      invalidatesTags: [
        { type: 'Me', id: 'CURRENT' },
        { type: 'User', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useLoginMutation,
  useSignUpMutation,
  useVerifyOtpMutation,
  useResendOtpMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useGetMeQuery,
  useUpdateMeMutation,
} = authApi;
