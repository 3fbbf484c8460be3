import { toAsciiDigits } from '../../../shared/format';

/**
 * The number an SMS goes to (+8801XXXXXXXXX) for a phone as people write it in Bangladesh (01…,
 * 8801…, +880…, with spaces, dashes or Bengali digits), or an international +… number as it is; null
 * when it cannot be a mobile number. Bangladeshi mobile numbers are 11 digits starting 013 to 019.
 */
export function smsNumber(phone: string | null): string | null {
  if (!phone) return null;
  const digits = toAsciiDigits(phone).replace(/[\s().-]/g, '');
  const local = /^(?:\+?88)?(01[3-9]\d{8})$/.exec(digits);
  if (local) return `+88${local[1]}`;
  if (digits.startsWith('+880')) return null;
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null;
}

/** The number with its middle hidden, for messages that show where a code went (+880171•••567). */
export function maskedNumber(number: string): string {
  return `${number.slice(0, 7)}•••${number.slice(-3)}`;
}

/** The person's number when an SMS code has reached it and the profile still names it; null otherwise. */
export function checkedPhone(person: { phone: string | null; phone_verified: string | null }): string | null {
  const number = smsNumber(person.phone);
  return number !== null && number === person.phone_verified ? number : null;
}
