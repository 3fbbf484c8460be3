import { COMPANY } from '../../../shared/company';
import type { Language } from '../../../shared/constants';
import { formatDateTime } from '../../../shared/format';
import type { MailMessage } from './mailer';
import { languageOf, render, type Content, type Recipient, type UnnamedRecipient } from './templates';

/** When the change happened, in Bangladesh time, as a Dhaka reader writes it (Bengali digits in Bengali). */
export function changeTime(at: Date, language: Language): string {
  return `${formatDateTime(at, language, { length: 'long', timeZone: 'Asia/Dhaka' })} (${language === 'bn' ? 'বাংলাদেশ সময়' : 'Bangladesh time'})`;
}

/**
 * Sent to the NEW address: the change applies only when this code is entered on the profile. The
 * address is not proven yet, so the mail greets no name and carries no text a stranger chose.
 */
export function emailChangeCodeMail(recipient: UnnamedRecipient, code: string): MailMessage {
  const language = languageOf(recipient);
  const content: Record<Language, Content> = {
    en: {
      subject: 'Confirm your new Halal Invest email address',
      blocks: [
        'You asked to use this address for your Halal Invest account. Your verification code is:',
        { code },
        'Enter it on your profile to finish the change. The code is valid for 10 minutes.',
        'If you did not ask for this, ignore this email; the account keeps its current address.',
      ],
    },
    bn: {
      subject: 'আপনার নতুন ইমেইল ঠিকানা নিশ্চিত করুন',
      blocks: [
        'আপনার হালাল ইনভেস্ট অ্যাকাউন্টে এই ঠিকানাটি ব্যবহার করার অনুরোধ এসেছে। আপনার ৬ অঙ্কের যাচাই কোড:',
        { code },
        'পরিবর্তনটি শেষ করতে প্রোফাইলে কোডটি লিখুন। কোডটি ১০ মিনিট পর্যন্ত বৈধ থাকবে।',
        'আপনি অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন; অ্যাকাউন্টের ঠিকানা বদলাবে না।',
      ],
    },
  };
  return render(recipient, content[language], null);
}

/**
 * Sent to the OLD address once the change is applied: the owner of a stolen session's account
 * learns of it, when, and whom to call (the mail goes to the old address). The old address's mail
 * and the inbox's words.
 */
export function emailChangedContent(change: { newEmail: string; at: string }, language: Language): Content {
  const { newEmail } = change;
  const at = new Date(change.at);
  const when = changeTime(at, language);
  const contact = `${COMPANY.supportEmail}, ${COMPANY.phoneDisplay}`;
  const content: Record<Language, Content> = {
    en: {
      subject: 'The email address of your Halal Invest account was changed',
      blocks: [
        `On ${when} the email address of your Halal Invest account was changed from this address to ${newEmail}. Every other device was signed out.`,
        'If you did this, there is nothing else to do.',
        `If you did not, contact our support team right away: ${contact}.`,
      ],
    },
    bn: {
      subject: 'আপনার হালাল ইনভেস্ট অ্যাকাউন্টের ইমেইল ঠিকানা বদলানো হয়েছে',
      blocks: [
        `${when} আপনার হালাল ইনভেস্ট অ্যাকাউন্টের ইমেইল ঠিকানা এই ঠিকানা থেকে বদলে ${newEmail} করা হয়েছে। অন্য সব ডিভাইস থেকে সাইন আউট করা হয়েছে।`,
        'এটি আপনি করে থাকলে আর কিছু করার দরকার নেই।',
        `আপনি না করে থাকলে এখনই আমাদের সাপোর্ট টিমের সঙ্গে যোগাযোগ করুন: ${contact}।`,
      ],
    },
  };
  return content[language];
}

/**
 * Sent when two-factor sign-in is turned on: someone holding only a stolen session (and the
 * password) could otherwise lock the owner out with their own authenticator unseen. The mail's and the
 * inbox's words.
 */
export function twoFactorEnabledContent(change: { at: string }, language: Language): Content {
  const at = new Date(change.at);
  const when = changeTime(at, language);
  const contact = `${COMPANY.supportEmail}, ${COMPANY.phoneDisplay}`;
  const content: Record<Language, Content> = {
    en: {
      subject: 'Two-factor sign-in was turned on for your Halal Invest account',
      blocks: [
        `On ${when} two-factor sign-in was turned on for your Halal Invest account: signing in now needs a code from an authenticator app as well as the password. Every other device was signed out.`,
        'If you did this, there is nothing else to do. Keep your recovery codes somewhere safe.',
        `If you did not, reset your password from the sign-in page and contact our support team right away: ${contact}.`,
      ],
    },
    bn: {
      subject: 'আপনার হালাল ইনভেস্ট অ্যাকাউন্টে টু-ফ্যাক্টর সাইন ইন চালু করা হয়েছে',
      blocks: [
        `${when} আপনার হালাল ইনভেস্ট অ্যাকাউন্টে টু-ফ্যাক্টর সাইন ইন চালু করা হয়েছে: এখন সাইন ইন করতে পাসওয়ার্ডের সাথে অথেন্টিকেটর অ্যাপের কোডও লাগবে। অন্য সব ডিভাইস থেকে সাইন আউট করা হয়েছে।`,
        'এটি আপনি করে থাকলে আর কিছু করার দরকার নেই। রিকভারি কোডগুলো নিরাপদ জায়গায় রাখুন।',
        `আপনি না করে থাকলে সাইন ইন পাতা থেকে পাসওয়ার্ড রিসেট করুন এবং এখনই আমাদের সাপোর্ট টিমের সঙ্গে যোগাযোগ করুন: ${contact}।`,
      ],
    },
  };
  return content[language];
}

/**
 * Sent once per burst when several wrong two-factor codes were entered for the account: whoever
 * typed them knew the password or held a session, so the owner should change the password.
 */
export function twoFactorFailuresMail(recipient: Recipient, failures: number, at: Date): MailMessage {
  const language = languageOf(recipient);
  const when = changeTime(at, language);
  const contact = `${COMPANY.supportEmail}, ${COMPANY.phoneDisplay}`;
  const count = language === 'bn' ? failures.toLocaleString('bn-BD') : String(failures);
  const content: Record<Language, Content> = {
    en: {
      subject: 'Wrong two-factor codes were entered for your Halal Invest account',
      blocks: [
        `By ${when} ${count} wrong two-factor codes had been entered for your Halal Invest account. Further codes are refused for a few minutes.`,
        'If this was you, wait a few minutes and check that the time on your phone is right.',
        `If it was not, someone knows your password: reset it from the sign-in page and contact our support team: ${contact}.`,
      ],
    },
    bn: {
      subject: 'আপনার হালাল ইনভেস্ট অ্যাকাউন্টে ভুল টু-ফ্যাক্টর কোড দেওয়া হয়েছে',
      blocks: [
        `${when} পর্যন্ত আপনার হালাল ইনভেস্ট অ্যাকাউন্টে ${count}টি ভুল টু-ফ্যাক্টর কোড দেওয়া হয়েছে। কয়েক মিনিট আর কোনো কোড নেওয়া হবে না।`,
        'এটি আপনি হলে কয়েক মিনিট অপেক্ষা করুন এবং ফোনের সময় ঠিক আছে কি না দেখুন।',
        `আপনি না হলে কেউ আপনার পাসওয়ার্ড জানে: সাইন ইন পাতা থেকে পাসওয়ার্ড রিসেট করুন এবং আমাদের সাপোর্ট টিমের সঙ্গে যোগাযোগ করুন: ${contact}।`,
      ],
    },
  };
  return render(recipient, content[language], recipient.fullname);
}
