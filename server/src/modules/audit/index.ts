// The audit module's front door: what other modules, app.ts and the commands may use.
export {
  type AuditActor,
  actorUid,
  auditActorOf,
  checkStaffReason,
  recordAudit,
} from './audit-log';
export { auditEntryView } from './audit-repository';
export { assertNotOwnMoney, type OwnMoney } from './own-money';
export { auditRoutes } from './routes';
