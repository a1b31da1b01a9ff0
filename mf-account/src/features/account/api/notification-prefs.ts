import { callFunction } from '@kanat/shared/api';
import type { NotificationPrefs } from '@kanat/shared/contracts';

export type {
  NoticeChannelName,
  NoticeEventName,
  NotificationPrefs,
} from '@kanat/shared/contracts';

/** `POST /api/fn/myNotificationPrefs`: my notice choices per event and channel. */
export async function getNotificationPrefs(): Promise<NotificationPrefs> {
  const { prefs } = await callFunction('myNotificationPrefs', null);
  return prefs;
}

/** `POST /api/fn/setNotificationPrefs`: saves every choice at once. */
export async function saveNotificationPrefs(prefs: NotificationPrefs): Promise<void> {
  await callFunction('setNotificationPrefs', { prefs });
}
