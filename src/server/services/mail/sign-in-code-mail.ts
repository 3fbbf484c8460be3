import type { Language } from '../../../shared/constants';
import type { MailMessage } from './mailer';
import { type Content, languageOf, type Recipient, render } from './templates';

/** The one-time code asked for once an account's sign-in limit is reached (it needs the password too). */
export function signInCodeMail(recipient: Recipient, code: string): MailMessage {
  const content: Record<Language, Content> = {
    en: {
      subject: 'Your Halal Invest sign-in code',
      blocks: [
        'There have been many sign-in attempts on your account, so signing in now also needs this code:',
        { code },
        'Enter it on the sign-in page together with your password. The code is valid for 10 minutes.',
        'If you did not try to sign in, someone may be guessing your password. Your account is safe without this code; consider changing your password.',
      ],
    },
    bn: {
      subject: 'আপনার হালাল ইনভেস্ট সাইন ইন কোড',
      blocks: [
        'আপনার অ্যাকাউন্টে অনেকবার সাইন ইনের চেষ্টা হয়েছে, তাই এখন সাইন ইন করতে এই কোডটিও লাগবে:',
        { code },
        'সাইন ইন পাতায় পাসওয়ার্ডের সাথে কোডটি লিখুন। কোডটি ১০ মিনিট পর্যন্ত বৈধ থাকবে।',
        'আপনি সাইন ইনের চেষ্টা না করে থাকলে হয়তো কেউ আপনার পাসওয়ার্ড আন্দাজ করার চেষ্টা করছে। এই কোড ছাড়া আপনার অ্যাকাউন্ট নিরাপদ; পাসওয়ার্ড বদলে নেওয়ার কথা ভাবুন।',
      ],
    },
  };
  return render(recipient, content[languageOf(recipient)], recipient.fullname);
}
