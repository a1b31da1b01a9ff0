// The push module's front door: what other modules, app.ts and the commands may use.
export { type PushGateway, PushSubscriptionGone } from './push-gateway';
export {
  deleteAllPushSubscriptions,
  deletePushSubscriptionById,
  pushSubscriptionsOf,
} from './push-repository';
export { type PushConsents, pushModule } from './routes';
