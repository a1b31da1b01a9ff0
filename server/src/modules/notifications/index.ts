// The notifications module's front door: what other modules, app.ts and the commands may use.

export {
  type Announcement,
  type AnnouncementCounts,
  announcementPreview,
  countAnnouncementRecipients,
  queueAnnouncement,
} from './announcement-notices';
export { queueHallWonNotice } from './hall-notices';
export { closingNoticesCte, queueEndingSoon } from './notice-events';
export {
  cancelMarketingNotices,
  fromNotificationPrefs,
  toNotificationPrefs,
} from './notice-prefs';
export { notificationsModule } from './notifications-module';
export { enqueueNotices } from './notifications-repository';
export { queueSaleOpenings } from './sale-opening-notices';
export {
  queuePaymentReminders,
  queueSecondChanceNotice,
  queueStatementNotices,
  type ReminderQueueResult,
  reminderBeforeMs,
  type SecondChanceNotice,
  statementReminders,
} from './settlement-notices';
export { queueStaffRolesNotice, staffRolesChangedEvent } from './staff-notices';
