import type { FastifyPluginAsync } from 'fastify';
import type * as yup from 'yup';
import type { PhoneCodeSentResponse, UserResponse } from '../../shared/api-types';
import { phoneCheckSchema } from '../../shared/schemas/auth';
import { phoneCodeSentResponseSchema, userResponseSchema } from '../../shared/responses/users';
import { findUserById, toUserDto } from '../db/repositories/users';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http-error';
import { moneyFiguresOfUser } from '../money/reads/figures';
import { maskedNumber } from '../notifications/sms/sms-number';
import { errors } from '../openapi/responses';
import { currentUser } from '../plugins/auth';
import { limiter } from '../plugins/rate-limit';
import { originOf } from '../services/audit';
import { confirmPhoneCode, sendPhoneCode } from '../services/phone-check';
import { codeRefusal } from './code-refusal';

type PhoneCheckBody = yup.InferType<typeof phoneCheckSchema>;

const WINDOW = '15 minutes';

/** Checking the profile's phone once, with a 6-digit code sent to it by SMS. */
export const phoneCheckRoutes: FastifyPluginAsync = async (app) => {
  const perUser = (name: string, max: number) => limiter(app, { name, max, timeWindow: WINDOW, key: (request) => request.user?.id ?? request.ip });

  app.post(
    '/auth/phone/send-code',
    {
      config: { access: 'user' },
      schema: { response: { 200: phoneCodeSentResponseSchema, ...errors(409, 429) } },
      // Each SMS costs the company money and lands on someone's phone: a few an account.
      preHandler: [perUser('phone-code', 5)],
    },
    async (request): Promise<PhoneCodeSentResponse> => {
      const me = currentUser(request);
      const number = await writeTransaction(app.db, (trx) => sendPhoneCode(trx, me));
      request.log.info({ actor: me.id, target: me.id, action: 'phone_code_sent' }, 'phone check code sent');
      return { message: 'We sent a 6-digit code by SMS to your phone.', sentTo: maskedNumber(number) };
    },
  );

  app.post<{ Body: PhoneCheckBody }>(
    '/auth/phone/verify',
    {
      config: { access: 'user' },
      schema: { response: { 200: userResponseSchema, ...errors(429) }, body: phoneCheckSchema },
      // The code's own 5-try limit burns it; this keeps a session from asking endlessly.
      preHandler: [perUser('phone-verify', 20)],
    },
    async (request): Promise<UserResponse> => {
      const me = currentUser(request);
      const result = await writeTransaction(app.db, (trx) => confirmPhoneCode(trx, me, request.body.code, originOf(request)));
      if (result.status !== 'checked') throw codeRefusal(result, 'Ask for a new one.');
      request.log.info({ actor: me.id, target: me.id, action: 'phone_verified' }, 'phone checked');
      const updated = await findUserById(app.db, me.id);
      if (!updated) throw new HttpError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
      return { user: toUserDto(updated, await moneyFiguresOfUser(app.db, me.id)) };
    },
  );
};
