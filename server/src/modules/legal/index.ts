// The legal module's front door: what other modules, app.ts and the commands may use.
export {
  assertRegistrationAcknowledgement,
  ensureLegalTextDefaults,
  recordRegistrationAcknowledgement,
} from './legal-service';
export { legalRoutes, userAgentOf } from './routes';
