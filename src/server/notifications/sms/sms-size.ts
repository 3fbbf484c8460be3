import { SegmentedMessage } from 'sms-segments-calculator';

/** Every SMS we write fits in this many segments: a longer one costs more and may arrive in pieces. */
export const MAX_SMS_SEGMENTS = 2;

export interface SmsSize {
  segments: number;
  /** GSM-7 for plain Latin text; UCS-2 as soon as one character is outside it (any Bengali, or ৳). */
  encoding: string;
  characters: number;
}

/**
 * The segments a gateway bills for `text`. Counted by Twilio's segment calculator, which knows the
 * GSM-7 alphabet and its extension characters; UCS-2 text fits 70 characters in one segment and 67
 * in each of several, so Bengali text is about a third as long per SMS as English.
 */
export function smsSize(text: string): SmsSize {
  const message = new SegmentedMessage(text, 'auto');
  return { segments: message.segmentsCount, encoding: message.encodingName, characters: message.numberOfCharacters };
}
