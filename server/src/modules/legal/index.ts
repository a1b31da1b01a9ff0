// The legal module's front door: what other modules, app.ts and the commands may use.
export {
  assertRegistrationConsents,
  type ConsentDevice,
  consentTextVersion,
  currentConsents,
  insertConsentRecord,
  myConsents,
  recordPushConsentChange,
  recordRegistrationConsents,
} from './consents';
export {
  assertRegistrationAcknowledgement,
  ensureLegalTextDefaults,
  recordRegistrationAcknowledgement,
} from './legal-service';
export { consentDeviceOf, legalRoutes, userAgentOf } from './routes';
export {
  type BidLot,
  hasAcceptedSaleContract,
  lotContractState,
  type SaleRef,
  saleContractRequired,
  selectAcceptance,
} from './sale-contracts';
