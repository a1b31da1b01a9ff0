import { type Static, Type } from '@sinclair/typebox';

/** SPEC §7 sendContactMail; the SPEC §5 rules are checked by the shared validation. */
export const SendContactMailData = Type.Object({
  name: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 254 }),
  subject: Type.String({ maxLength: 200 }),
  message: Type.String({ maxLength: 5000 }),
});
export type SendContactMailData = Static<typeof SendContactMailData>;

/**
 * `{}` once the mail is handed to the SMTP server; `{ queued: true }` when the SMTP server could
 * not take it: the message is stored and its mail is retried with backoff.
 */
export const SendContactMailResult = Type.Object({ queued: Type.Optional(Type.Literal(true)) });
export type SendContactMailResult = Static<typeof SendContactMailResult>;
