import * as yup from 'yup';
import type { RevokeOthersResponse, SecurityEventListResponse, SessionListResponse, UpdateProfileResponse } from '../account-security';
import type { AuthResponse, LoginResponse, PhoneCodeSentResponse, RecoveryCodesResponse, TwoFactorSetupResponse, UserDto, UserListResponse, UserResponse } from '../api-types';
import { AUDIT_ACTIONS } from '../audit';
import { described, type Same } from './same';
import { flag, listOf, num, oneOfShapes, oneOfText, shape, text, textOrNull } from './shape';

/** UserDto (api-types.ts). */
export const userDtoSchema = shape({
  _id: text(),
  fullname: text(),
  email: text(),
  phone: textOrNull(),
  phoneVerified: flag(),
  nid: textOrNull(),
  uniqueId: textOrNull(),
  profileImage: textOrNull(),
  role: oneOfText(['investor', 'admin'] as const),
  isVerified: flag(),
  twoFactorEnabled: flag(),
  twoFactorSetupRequired: yup.boolean(),
  availableBalance: num(),
  totalInvestment: num(),
  totalProfit: num(),
  totalLoss: num(),
  createdAt: text(),
  updatedAt: text(),
}).label('User');

export const userResponseSchema = shape({ user: userDtoSchema });
export const phoneCodeSentResponseSchema = shape({ message: text(), sentTo: text() });
export const userListResponseSchema = shape({ users: listOf(userDtoSchema), nextCursor: textOrNull() });
export const authResponseSchema = shape({ token: text(), user: userDtoSchema });
const twoFactorChallengeSchema = shape({ twoFactorRequired: yup.boolean<true>().oneOf([true]).defined(), challenge: text() });
export const loginResponseSchema = oneOfShapes<LoginResponse>(authResponseSchema, twoFactorChallengeSchema);
export const twoFactorSetupResponseSchema = shape({ secret: text(), otpauthUrl: text() });
export const recoveryCodesResponseSchema = shape({ recoveryCodes: listOf(text()) });

export const updateProfileResponseSchema = shape({ user: userDtoSchema, emailChange: shape({ pendingEmail: text() }).default(undefined).optional() });
export const sessionListResponseSchema = shape({
  sessions: listOf(shape({ _id: text(), device: text(), ip: textOrNull(), createdAt: text(), lastUsedAt: textOrNull(), current: flag() })),
});
export const revokeOthersResponseSchema = shape({ message: text(), revoked: num() });
export const securityEventListResponseSchema = shape({
  events: listOf(shape({ _id: text(), action: oneOfText(AUDIT_ACTIONS), ip: textOrNull(), device: textOrNull(), createdAt: text() })),
});

described<Same<yup.InferType<typeof userDtoSchema>, UserDto>>();
described<Same<yup.InferType<typeof userResponseSchema>, UserResponse>>();
described<Same<yup.InferType<typeof phoneCodeSentResponseSchema>, PhoneCodeSentResponse>>();
described<Same<yup.InferType<typeof userListResponseSchema>, UserListResponse>>();
described<Same<yup.InferType<typeof authResponseSchema>, AuthResponse>>();
described<Same<yup.InferType<typeof twoFactorSetupResponseSchema>, TwoFactorSetupResponse>>();
described<Same<yup.InferType<typeof recoveryCodesResponseSchema>, RecoveryCodesResponse>>();
described<Same<yup.InferType<typeof updateProfileResponseSchema>, UpdateProfileResponse>>();
described<Same<yup.InferType<typeof sessionListResponseSchema>, SessionListResponse>>();
described<Same<yup.InferType<typeof revokeOthersResponseSchema>, RevokeOthersResponse>>();
described<Same<yup.InferType<typeof securityEventListResponseSchema>, SecurityEventListResponse>>();
