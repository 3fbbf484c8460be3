import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Resolves with the oldest mail to `address` not yet taken; waits for it to arrive when needed. */
  nextMail(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Fails when a mail to `address` arrives within `ms` (mail leaves after the answer, so wait a little). */
  expectNoMail(address: string, ms?: number): Promise<void>;
  /** While true, every connection is refused with a 421, as a relay that is down answers. */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

// postal-mime is published as ESM first; loading it lazily keeps it out of jest's module graph
// until a message actually arrives.
async function parse(raw: Buffer) {
  const { default: PostalMime } = await import('postal-mime');
  return PostalMime.parse(raw);
}

/** A real SMTP server on a free local port: tests read codes and links from mail as users would. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      callback(refusing ? Object.assign(new Error('Service not available'), { responseCode: 421 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        parse(Buffer.concat(chunks))
          .then((email) => {
            inbox.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (address: string): ReceivedMail | undefined => {
    const index = inbox.findIndex((mail) => mail.to.includes(address.toLowerCase()));
    return index === -1 ? undefined : inbox.splice(index, 1)[0];
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail(address, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const attempt = () => {
          const mail = take(address);
          if (!mail) return false;
          waiters.delete(attempt);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(attempt);
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        if (!attempt()) waiters.add(attempt);
      });
    },
    async expectNoMail(address, ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const mail = take(address);
      if (mail) throw new Error(`Unexpected mail to ${address}: ${mail.subject}`);
    },
    refuse(on) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a mail, as the user would read it (ASCII digits). */
export function codeFrom(mail: ReceivedMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No code in mail "${mail.subject}"`);
  return match[1];
}

/** The 8-digit reset code in a reset mail (issue 18): on its own line, in ASCII digits. */
export function resetCodeFrom(mail: ReceivedMail): string {
  const match = /^(\d{8})(?: \([০-৯]{8}\))?$/m.exec(mail.text);
  if (!match?.[1]) throw new Error(`No reset code in mail "${mail.subject}"`);
  return match[1];
}

/** The reset link in a mail, split into what the reset screen reads from it. */
export function resetLinkFrom(mail: ReceivedMail): { url: URL; email: string; token: string } {
  const match = /https?:\/\/\S+\/resetpassword\?\S+/.exec(mail.text);
  if (!match) throw new Error(`No reset link in mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return { url, email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '' };
}
