// The sms module's front door: what other modules, app.ts and the commands may use.
export { devOutboxRoutes } from './dev-outbox-routes';
export {
  createSmsGateway,
  DevOutboxSmsGateway,
  listOutbox,
  type OutboxEntry,
  type SmsGateway,
} from './sms-gateway';
