import type { Db } from '../../db/connection';
import { queuePaymentReminders, type ReminderQueueResult } from '../notifications';

// Issue 33: reminders of a buyer's statement still owed, to its member (a paddle-only
// statement has nobody to remind): once when its due day is two days away or less, and once
// after it has passed. Going overdue (past the grace days) is the non-payers' flow
// (overdue-pass.ts); the reminders only tell the member. Each reminder is queued once per
// statement and channel (its notice's dedupe key), so passes may run as often as they like.

export type ReminderPassResult = ReminderQueueResult;

export function runReminderPass(db: Db, now: number = Date.now()): Promise<ReminderPassResult> {
  return queuePaymentReminders(db, now);
}
