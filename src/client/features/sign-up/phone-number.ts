import { toAsciiDigits } from '../../../shared/format';

// The server's rule for the optional phone (src/shared/schemas/auth.ts verifyOtpSchema).
const SERVER_PHONE = /^\+?[0-9 ()-]{6,24}$/;

/**
 * The phone sent with verify-otp: the country prefix and the typed number's digits, without the
 * national trunk 0 (01712… in Bangladesh is +880 1712…); a number typed with + or 00 is taken as
 * international. The spec does not validate the phone, so a number the server would refuse is left
 * out (null) rather than blocking verification; it can be added on the profile later.
 */
export function phoneWithPrefix(prefix: string, typed: string): string | null {
  const text = toAsciiDigits(typed).trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  let phone: string;
  if (text.startsWith('+')) phone = `+${digits}`;
  else if (digits.startsWith('00')) phone = `+${digits.slice(2)}`;
  else phone = `${prefix}${digits.replace(/^0/, '')}`;
  return SERVER_PHONE.test(phone) ? phone : null;
}
