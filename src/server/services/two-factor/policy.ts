import type { UserDto } from '../../../shared/api-types';
import type { Config } from '../../config';
import { toUserDto } from '../../db/repositories/users';
import type { UserRow } from '../../db/schema';
import type { MoneyFigures } from '../../money/reads/figures';

/** True for an admin session that has not passed two-factor while ADMIN_2FA=required. */
export function mustPassTwoFactor(config: Config, user: UserRow, sessionTwoFactorAt: string | null): boolean {
  return config.admin2fa === 'required' && user.role === 'admin' && sessionTwoFactorAt === null;
}

/**
 * The signed-in user's own DTO; `twoFactorSetupRequired: true` is added only when this session
 * must set up or pass two-factor before the admin screens work (absent means false).
 */
export function ownUserDto(config: Config, user: UserRow, sessionTwoFactorAt: string | null, money: MoneyFigures): UserDto {
  const dto = toUserDto(user, money);
  return mustPassTwoFactor(config, user, sessionTwoFactorAt) ? { ...dto, twoFactorSetupRequired: true } : dto;
}
