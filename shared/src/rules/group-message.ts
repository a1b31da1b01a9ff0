import { fill, messages } from '@kanat/shared/i18n';

/**
 * A message staff send to everyone who bid on or watches a group, by SMS, mail and browser
 * notification: one rule for the console's dialog and the server's check. Plain text only.
 */
export const GROUP_MESSAGE_CHANNELS = ['sms', 'mail', 'push'] as const;
export type GroupMessageChannel = (typeof GROUP_MESSAGE_CHANNELS)[number];

/** The mail's subject (also the browser notification's title). */
export const GROUP_MESSAGE_SUBJECT_MIN_LENGTH = 3;
export const GROUP_MESSAGE_SUBJECT_MAX_LENGTH = 120;
export const GROUP_MESSAGE_TEXT_MIN_LENGTH = 10;
export const GROUP_MESSAGE_TEXT_MAX_LENGTH = 600;
/**
 * The longest SMS the site sends of a staff message, sender and group name included: a few
 * concatenated segments; a longer text is cut with an ellipsis (the mail has it whole).
 */
export const GROUP_MESSAGE_SMS_MAX_LENGTH = 300;
/** How often one group may be messaged: at most this many sends a window. */
export const GROUP_MESSAGE_RATE_LIMIT = { limit: 3, windowMs: 60 * 60_000 } as const;

export interface GroupMessageInput {
  subject: string;
  text: string;
  channels: readonly string[];
}

export type GroupMessageProblems = Partial<Record<'channels' | 'subject' | 'text', string>>;

/**
 * The Turkish problems of a message, by field, or null when it will do. Judged on the trimmed
 * texts; the subject is needed only when the message goes by mail.
 */
export function validateGroupMessage(input: GroupMessageInput): GroupMessageProblems | null {
  const texts = messages.groupMessage;
  const problems: GroupMessageProblems = {};
  const channels = input.channels.filter((c): c is GroupMessageChannel =>
    (GROUP_MESSAGE_CHANNELS as readonly string[]).includes(c),
  );
  if (channels.length === 0 || channels.length !== input.channels.length) {
    problems.channels = texts.channelsRequired;
  }
  const subject = input.subject.trim();
  if (channels.includes('mail') && subject.length < GROUP_MESSAGE_SUBJECT_MIN_LENGTH) {
    problems.subject = fill(texts.subjectRequired, { min: GROUP_MESSAGE_SUBJECT_MIN_LENGTH });
  } else if (subject.length > GROUP_MESSAGE_SUBJECT_MAX_LENGTH) {
    problems.subject = fill(texts.subjectTooLong, { max: GROUP_MESSAGE_SUBJECT_MAX_LENGTH });
  }
  const text = input.text.trim();
  if (text.length < GROUP_MESSAGE_TEXT_MIN_LENGTH) {
    problems.text = fill(texts.textRequired, { min: GROUP_MESSAGE_TEXT_MIN_LENGTH });
  } else if (text.length > GROUP_MESSAGE_TEXT_MAX_LENGTH) {
    problems.text = fill(texts.textTooLong, { max: GROUP_MESSAGE_TEXT_MAX_LENGTH });
  }
  return Object.keys(problems).length === 0 ? null : problems;
}

/**
 * The SMS of a message as filled in (who sends it, about which group, and the text): on one
 * line, cut to GROUP_MESSAGE_SMS_MAX_LENGTH with an ellipsis when longer.
 */
export function groupMessageSms(sms: string): string {
  const line = sms.replace(/\s+/g, ' ').trim();
  if (line.length <= GROUP_MESSAGE_SMS_MAX_LENGTH) return line;
  return `${line.slice(0, GROUP_MESSAGE_SMS_MAX_LENGTH - 1).trimEnd()}…`;
}
