import { type Static, Type } from '@sinclair/typebox';

/** `GET /api/dev/outbox` (development only): the SMS the server would have sent. */
export const OutboxQuery = Type.Object({
  phone: Type.Optional(Type.String({ maxLength: 20 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

export const OutboxMessage = Type.Object({
  to: Type.String(),
  text: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Number(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

export const OutboxResponse = Type.Object({ messages: Type.Array(OutboxMessage) });
export type OutboxResponse = Static<typeof OutboxResponse>;
