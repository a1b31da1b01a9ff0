import { type Static, Type } from '@sinclair/typebox';

/**
 * `GET /api/dev/outbox` (development only): the SMS and mails the server would have sent.
 * `phone` keeps only the SMS to that number, `email` only the mails to that address; both
 * together keep both; neither keeps everything.
 */
export const OutboxQuery = Type.Object({
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const OutboxMessage = Type.Object({
  /** 'sms' or 'mail' (an e-posta). */
  kind: Type.Union([Type.Literal('sms'), Type.Literal('mail')]),
  /** The phone number of an SMS, the address of a mail. */
  to: Type.String(),
  /** Mails only. */
  subject: Type.Optional(Type.String()),
  /** The SMS text, or the plain-text part of a mail (never HTML). */
  text: Type.String(),
  /** The 6-digit code in an SMS, when there is one; null for mails. */
  code: Type.Union([Type.String(), Type.Null()]),
  /** Delivery state: 'pending', 'sent' or 'failed'. */
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
  createdAt: Type.Number(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

export const OutboxResponse = Type.Object({ messages: Type.Array(OutboxMessage) });
export type OutboxResponse = Static<typeof OutboxResponse>;
