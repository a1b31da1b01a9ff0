import { randomUUID } from 'node:crypto';
import type {
  CallableData,
  GroupMessageCounts,
  GroupMessagePreview,
  SessionUser,
} from '@kanat/shared/contracts';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  GROUP_MESSAGE_CHANNELS,
  GROUP_MESSAGE_RATE_LIMIT,
  type GroupMessageChannel,
  validateGroupMessage,
} from '@kanat/shared/rules';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors';
import { plainText, singleLine } from '../../lib/plain-text';
import { auditActorOf, recordAudit } from '../audit';
import { consume } from '../auth';
import {
  type Announcement,
  announcementPreview,
  countAnnouncementRecipients,
  queueAnnouncement,
} from '../notifications';
import { selectGroup } from './admin-groups-repository';

// A message to everyone taking part in a group (its online bidders and watchers), by the
// channels staff choose and each member allows: previewed with its counts, then sent once.

const text = messages.adminAuctions;

type MessageData = CallableData<'adminGroupMessagePreview'>;

/** The message checked and cleaned (plain text), with its group; refused in Turkish. */
async function checkedMessage(db: Db, data: MessageData): Promise<Announcement> {
  const problems = validateGroupMessage(data);
  if (problems !== null) {
    const first = problems.channels ?? problems.subject ?? problems.text ?? '';
    throw new AppError('invalid-argument', first);
  }
  const groupId = /^[0-9]{1,9}$/.test(data.containerId) ? Number(data.containerId) : Number.NaN;
  const group = Number.isNaN(groupId) ? undefined : await selectGroup(db, groupId);
  if (group === undefined) throw new AppError('not-found', text.groupNotFound);
  if (!group.isFinalContainer) throw new AppError('failed-precondition', text.messageNotFinal);
  const channels = GROUP_MESSAGE_CHANNELS.filter((c: GroupMessageChannel) =>
    data.channels.includes(c),
  );
  return {
    groupId,
    groupName: group.name,
    subject: singleLine(data.subject),
    text: plainText(data.text),
    channels,
  };
}

/** `adminGroupMessagePreview`: the texts members will read and how many will get them. */
export async function previewGroupMessage(
  db: Db,
  linkOrigin: string,
  data: MessageData,
): Promise<GroupMessagePreview> {
  const message = await checkedMessage(db, data);
  const counts = await countAnnouncementRecipients(db, message.groupId, message.channels);
  return { counts, ...announcementPreview(message, linkOrigin) };
}

/**
 * `adminGroupMessageSend`: queues the message for every member it reaches, in one transaction
 * with its audit row. Refused when the members counted differ from those the preview showed
 * (`expectedRecipients`), when it reaches nobody, and when the group was messaged too often
 * this hour.
 */
export async function sendGroupMessage(
  db: Db,
  user: SessionUser,
  data: CallableData<'adminGroupMessageSend'>,
): Promise<{ counts: GroupMessageCounts }> {
  const message = await checkedMessage(db, data);
  const changed = (count: number) =>
    new AppError(
      'failed-precondition',
      fill(text.messageRecipientsChanged, { expected: data.expectedRecipients, count }),
    );
  const now = await countAnnouncementRecipients(db, message.groupId, message.channels);
  if (now.total !== data.expectedRecipients) throw changed(now.total);
  if (now.total === 0) throw new AppError('failed-precondition', text.messageNobody);
  if (!(await consume(db, `group-message:${message.groupId}`, GROUP_MESSAGE_RATE_LIMIT))) {
    throw new AppError(
      'resource-exhausted',
      fill(text.messageRateLimited, { limit: GROUP_MESSAGE_RATE_LIMIT.limit }),
    );
  }
  const messageId = randomUUID();
  const counts = await db.transaction(async (tx) => {
    const queued = await queueAnnouncement(tx, messageId, message);
    // Members may have come or gone since the count: what is queued must match the preview.
    if (queued.total !== data.expectedRecipients) throw changed(queued.total);
    await recordAudit(tx, {
      actor: auditActorOf(user),
      action: 'group.message',
      targetType: 'group',
      targetId: message.groupId,
      summary: fill(text.auditGroupMessage, {
        name: message.groupName,
        total: queued.total,
        subject: message.subject === '' ? singleLine(message.text, 60) : message.subject,
      }),
      after: {
        messageId,
        channels: message.channels,
        subject: message.subject,
        text: message.text,
        counts: queued,
      },
    });
    return queued;
  });
  return { counts };
}
