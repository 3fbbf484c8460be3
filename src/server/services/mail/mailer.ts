import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { newId } from '../../db/ids';
import type { Language } from '../../../shared/constants';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The reader's language, for the company footer added at sending (company-footer.ts). */
  language?: Language;
}

/** Sends mail through SMTP_URL, or writes .eml files to DATA_DIR/mail when no relay is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * nodemailer is loaded with the first message, not at start-up (PERFORMANCE.md 6: cold start).
 * `close` only closes a transport that was made.
 */
function lazyTransport(options: Parameters<typeof import('nodemailer').createTransport>[0]): { get(): Promise<Transporter>; close(): Promise<void> } {
  let transport: Promise<Transporter> | undefined;
  return {
    get: () => (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(options))),
    async close() {
      if (transport) (await transport).close();
    },
  };
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = lazyTransport(config.smtpUrl);
    return {
      async send(message) {
        await (await transport.get()).sendMail({ from: config.mailFrom, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: transport.close,
    };
  }

  // No relay: a new user running `npm start` opens the .eml file named in the log to read their code.
  const outbox = path.join(config.dataDir, 'mail');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}.eml`);
      // Written aside and renamed, so a reader watching the folder never opens a half-written message.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      log.info({ to: message.to, subject: message.subject, file }, `mail saved to ${file}`);
    },
    close: transport.close,
  };
}
