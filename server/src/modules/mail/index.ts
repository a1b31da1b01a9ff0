// The mail module's front door: what other modules, app.ts and the commands may use.
export { mailPlugin } from './mail-plugin';
export { MailDeliveryError, type Mailer } from './mailer';
