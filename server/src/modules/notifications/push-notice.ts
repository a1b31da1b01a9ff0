import type { PushNoticePayload } from '@kanat/shared/contracts';
import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import type { Db } from '../../db/connection';
import { singleLine } from '../../lib/plain-text';
import {
  deletePushSubscriptionById,
  type PushGateway,
  PushSubscriptionGone,
  pushSubscriptionsOf,
} from '../push';
import { type NoticeFacts, noticeText, noticeUrl } from './notice-texts';

const texts = messages.notices;

/**
 * The notification a service worker shows: a title, one line, the page it opens. Outbid and
 * a beaten maximum have short texts of their own; other events use `noticeText`.
 */
export function noticePush(facts: NoticeFacts, publicUrl: string | null): PushNoticePayload {
  const url = noticeUrl(publicUrl, facts);
  const values = {
    name: singleLine(facts.auctionName ?? '', 80),
    amount: facts.amount === null ? '' : formatMoney(facts.amount),
  };
  const tag =
    facts.groupId !== undefined && facts.groupId !== null
      ? `group-${facts.groupId}`
      : facts.auctionId === null
        ? undefined
        : `auction-${facts.auctionId}`;
  if (facts.event === 'outbid') {
    return { title: texts.outbidPushTitle, body: fill(texts.outbidPushBody, values), url, tag };
  }
  if (facts.event === 'maximum-exceeded') {
    const body = fill(texts.maximumExceededPushBody, values);
    return { title: texts.maximumExceededPushTitle, body, url, tag };
  }
  return { ...noticeText(facts, publicUrl), tag };
}

/** The member has no subscription left: the notice can never go out. */
export class NoPushSubscription extends Error {
  override name = 'NoPushSubscription';
}

/**
 * Pushes the notice to every subscription of the member. A subscription the push service
 * reports gone (404/410) is deleted. Done when at least one browser took it; when none did
 * and some failed otherwise, throws (the notice is retried with the usual backoff); when
 * every subscription is gone, throws `NoPushSubscription` (failed at once).
 */
export async function sendPushNotice(
  db: Db,
  push: PushGateway,
  userId: string,
  facts: NoticeFacts,
  publicUrl: string | null,
): Promise<void> {
  const subscriptions = await pushSubscriptionsOf(db, userId);
  const payload = noticePush(facts, publicUrl);
  let delivered = 0;
  let lastError: unknown = null;
  for (const subscription of subscriptions) {
    try {
      await push.send(subscription, payload);
      delivered++;
    } catch (error) {
      if (error instanceof PushSubscriptionGone) {
        await deletePushSubscriptionById(db, subscription.id);
      } else {
        lastError = error;
      }
    }
  }
  if (delivered > 0) return;
  if (lastError !== null) throw lastError;
  throw new NoPushSubscription('no push subscription');
}
