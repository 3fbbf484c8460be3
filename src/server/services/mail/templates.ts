import type { Language } from '../../../shared/constants';
import type { MailMessage } from './mailer';

/**
 * The account mails in English and Bengali. Each is plain text plus a simple HTML part; every
 * value that came from a user (the name) is escaped in the HTML. Codes are always shown in
 * ASCII digits, which every keyboard can type, and in Bengali digits too in Bengali mails.
 */
export interface Recipient {
  email: string;
  fullname: string;
  language: string;
}

/**
 * A recipient greeted without a name. The sign-up mails go to addresses nobody has proved yet, and
 * the name in them would be whatever the sign-up form was given: an attacker could type any text or
 * URL there and have the platform sign it. The type keeps the name out of them.
 */
export type UnnamedRecipient = Pick<Recipient, 'email' | 'language'>;

type Block = string | { link: string } | { code: string };

export interface Content {
  subject: string;
  blocks: Block[];
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
export const bengaliDigits = (text: string) => text.replace(/[0-9]/g, (d) => BENGALI_DIGITS[Number(d)] as string);

const SIGNATURE: Record<Language, string> = { en: 'Halal Invest', bn: 'হালাল ইনভেস্ট' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export function languageOf(recipient: UnnamedRecipient): Language {
  return recipient.language === 'bn' ? 'bn' : 'en';
}

function greeting(language: Language, name: string | null): string {
  if (name === null) return language === 'bn' ? 'প্রিয় গ্রাহক,' : 'Hello,';
  return language === 'bn' ? `প্রিয় ${name},` : `Hello ${name},`;
}

/** `name` null greets without one (never read from the recipient object: a full row may be passed). */
export function render(recipient: UnnamedRecipient, content: Content, name: string | null): MailMessage {
  const language = languageOf(recipient);
  const blocks: Block[] = [greeting(language, name), ...content.blocks, SIGNATURE[language]];
  const text = blocks
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('link' in block) return block.link;
      return language === 'bn' ? `${block.code} (${bengaliDigits(block.code)})` : block.code;
    })
    .join('\n\n');
  const html = blocks
    .map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
      if ('link' in block) return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.link)}</a></p>`;
      const extra = language === 'bn' ? ` <span>(${bengaliDigits(block.code)})</span>` : '';
      return `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(block.code)}</strong>${extra}</p>`;
    })
    .join('\n');
  return {
    to: recipient.email,
    language,
    subject: content.subject,
    text: `${text}\n`,
    html: `<!doctype html>\n<html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">\n${html}\n</body></html>\n`,
  };
}

/**
 * The 6-digit code that finishes a sign-up (also sent again by resend and by an unverified sign-in).
 * Unnamed: the address is not proved yet, so the name on the account is anyone's text.
 */
export function verificationCodeMail(recipient: UnnamedRecipient, code: string): MailMessage {
  const content: Record<Language, Content> = {
    en: {
      subject: 'Your Halal Invest verification code',
      blocks: [
        'Your verification code is:',
        { code },
        'Enter it on the sign-up page to finish creating your account. The code is valid for 10 minutes.',
        'If you did not sign up for Halal Invest, you can ignore this email.',
      ],
    },
    bn: {
      subject: 'আপনার হালাল ইনভেস্ট যাচাইকরণ কোড',
      blocks: [
        'আপনার যাচাইকরণ কোড:',
        { code },
        'অ্যাকাউন্ট খোলা শেষ করতে সাইন আপ পেজে কোডটি লিখুন। কোডটি ১০ মিনিট পর্যন্ত বৈধ থাকবে।',
        'আপনি যদি হালাল ইনভেস্টে সাইন আপ না করে থাকেন, তাহলে এই ইমেইলটি উপেক্ষা করুন।',
      ],
    },
  };
  return render(recipient, content[languageOf(recipient)], null);
}

/**
 * Sent instead of a code when someone signs up with an address that already has an account. Unnamed
 * and with a link to PUBLIC_URL only: nothing from the attempt (its form, its Host header) reaches it.
 */
export function signUpAttemptMail(recipient: UnnamedRecipient, publicUrl: string): MailMessage {
  const signIn = { link: `${publicUrl}/signin` };
  const content: Record<Language, Content> = {
    en: {
      subject: 'Someone tried to sign up with your email',
      blocks: [
        'Someone just tried to create a new Halal Invest account with this email address. You already have an account, so nothing was changed.',
        'If it was you, sign in here. If you forgot your password, use "Forgot password" on the sign-in page to reset it:',
        signIn,
        'If it was not you, you can ignore this email. Your account is safe.',
      ],
    },
    bn: {
      subject: 'আপনার ইমেইল দিয়ে কেউ নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছে',
      blocks: [
        'এই ইমেইল ঠিকানা দিয়ে কেউ এইমাত্র হালাল ইনভেস্টে নতুন অ্যাকাউন্ট খোলার চেষ্টা করেছে। এই ঠিকানায় আপনার অ্যাকাউন্ট আগে থেকেই আছে, তাই কিছুই পরিবর্তন করা হয়নি।',
        'এটি আপনি হলে এখানে সাইন ইন করুন। পাসওয়ার্ড ভুলে গেলে সাইন ইন পাতার "পাসওয়ার্ড ভুলে গেছেন" থেকে রিসেট করুন:',
        signIn,
        'এটি আপনি না হলে এই ইমেইলটি উপেক্ষা করুন। আপনার অ্যাকাউন্ট নিরাপদ আছে।',
      ],
    },
  };
  return render(recipient, content[languageOf(recipient)], null);
}

/**
 * The single-use, 30-minute reset link, and the 8-digit code from the same reset for typing on a
 * phone when the link does not open the form (GLOSSARY-BN.md: রিসেট কোড).
 */
export function passwordResetMail(recipient: Recipient, link: string, code: string): MailMessage {
  const content: Record<Language, Content> = {
    en: {
      subject: 'Reset your Halal Invest password',
      blocks: [
        'We received a request to reset your password. Open this link to choose a new one:',
        { link },
        'If the link does not work, enter this reset code on the reset page:',
        { code },
        'The link and the code work once and are valid for 30 minutes. If you did not ask for this, ignore this email; your password stays the same.',
      ],
    },
    bn: {
      subject: 'আপনার হালাল ইনভেস্ট পাসওয়ার্ড রিসেট করুন',
      blocks: [
        'আপনার পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি। নতুন পাসওয়ার্ড দিতে এই লিংকটি খুলুন:',
        { link },
        'লিংকে কাজ না হলে নিচের কোডটি বসান (রিসেট কোড):',
        { code },
        'লিংক ও কোড একবারই কাজ করবে, ৩০ মিনিট পর্যন্ত। আপনি অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন; আপনার পাসওয়ার্ড আগের মতোই থাকবে।',
      ],
    },
  };
  return render(recipient, content[languageOf(recipient)], recipient.fullname);
}

/** After a reset: tells the owner, so a reset they did not make does not go unnoticed (the mail's and the inbox's words). */
export function passwordChangedContent({ origin }: { origin: string }, language: Language): Content {
  const signIn = { link: `${origin}/signin` };
  const content: Record<Language, Content> = {
    en: {
      subject: 'Your Halal Invest password was changed',
      blocks: [
        'The password of your Halal Invest account was just changed, and every device was signed out.',
        'If you did this, there is nothing else to do. If you did not, reset your password right away from the sign-in page and contact our support:',
        signIn,
      ],
    },
    bn: {
      subject: 'আপনার হালাল ইনভেস্ট পাসওয়ার্ড পরিবর্তন করা হয়েছে',
      blocks: [
        'আপনার হালাল ইনভেস্ট অ্যাকাউন্টের পাসওয়ার্ড এইমাত্র পরিবর্তন করা হয়েছে এবং সব ডিভাইস থেকে সাইন আউট করা হয়েছে।',
        'এটি আপনি করে থাকলে আর কিছু করার দরকার নেই। আপনি না করে থাকলে এখনই সাইন ইন পাতা থেকে পাসওয়ার্ড রিসেট করুন এবং আমাদের সাপোর্ট টিমের সঙ্গে যোগাযোগ করুন:',
        signIn,
      ],
    },
  };
  return content[language];
}
