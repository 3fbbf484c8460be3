import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { newId } from '../../db/ids';
import { smsSize } from './sms-size';

export interface SmsMessage {
  /** +8801XXXXXXXXX (sms-number.ts). */
  to: string;
  text: string;
}

/** Sends an SMS through the gateway at SMS_URL, or writes it to DATA_DIR/sms when none is configured. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** A gateway answer this long is enough to tell why it refused, and short enough for a log line. */
const GATEWAY_ANSWER_CHARS = 300;
const GATEWAY_TIMEOUT_MS = 30_000;

/**
 * Fills SMS_URL's placeholders: {to}, {text}, {apiKey} and {senderId}, each URL-encoded. The number
 * goes without its +, as Bangladeshi gateways take 8801XXXXXXXXX.
 */
export function gatewayUrl(template: string, message: SmsMessage, gateway: { apiKey: string | null; senderId: string | null }): string {
  const values: Record<string, string> = { to: message.to.replace(/^\+/, ''), text: message.text, apiKey: gateway.apiKey ?? '', senderId: gateway.senderId ?? '' };
  return template.replace(/\{(to|text|apiKey|senderId)\}/g, (_, name: string) => encodeURIComponent(values[name] as string));
}

function gatewaySender(sms: NonNullable<Config['sms']>, log: FastifyBaseLogger): SmsSender {
  return {
    async send(message) {
      const url = gatewayUrl(sms.url, message, sms);
      // POST sends the filled query as a form body, for gateways that take the key there rather than in the URL.
      const [address, query = ''] = url.split('?', 2) as [string, string?];
      const response =
        sms.method === 'POST'
          ? await fetch(address, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: query, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) })
          : await fetch(url, { signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
      const answer = (await response.text()).slice(0, GATEWAY_ANSWER_CHARS);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}: ${answer}`);
      log.info({ to: message.to, segments: smsSize(message.text).segments }, 'sms sent');
    },
  };
}

/** No gateway: a new user running `npm start` opens the file named in the log to read their code. */
function fileSender(dataDir: string, log: FastifyBaseLogger): SmsSender {
  const folder = path.join(dataDir, 'sms');
  return {
    async send(message) {
      const size = smsSize(message.text);
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId().slice(0, 8)}.txt`);
      const content = `To: ${message.to}\nSegments: ${size.segments} (${size.encoding}, ${size.characters} characters)\n\n${message.text}\n`;
      // Written aside and renamed, so a reader watching the folder never opens a half-written message.
      await fs.writeFile(`${file}.part`, content, 'utf8');
      await fs.rename(`${file}.part`, file);
      log.info({ to: message.to, segments: size.segments, file }, `sms saved to ${file}`);
    },
  };
}

export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  return config.sms ? gatewaySender(config.sms, log) : fileSender(config.dataDir, log);
}
