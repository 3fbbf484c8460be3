import type { UserDto } from '../../../shared/api-types';
import { poishaToBdt } from '../../../shared/money';
import type { UserRow } from '../schema';

/** The only shape a user leaves the server in: no hash, no token, no internal flags. */
export function toUserDto(row: UserRow): UserDto {
  return {
    _id: row.id,
    fullname: row.fullname,
    email: row.email,
    phone: row.phone,
    nid: row.nid,
    uniqueId: row.unique_id,
    profileImage: row.profile_image,
    role: row.role,
    isVerified: row.is_verified === 1,
    totalInvestment: poishaToBdt(Number(row.total_investment)),
    totalProfit: poishaToBdt(Number(row.total_profit)),
    totalLoss: poishaToBdt(Number(row.total_loss)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
