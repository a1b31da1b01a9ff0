import type { FastifyInstance } from 'fastify';
import type { SmsGateway } from '../sms';
import type { RegistrationTexts } from './auth-context';
import { authRoutes } from './routes';

export interface AuthModuleOptions {
  /** Where phone codes go; app.ts creates it once for the whole server. */
  sms: SmsGateway;
  /** config.smsBudgetFactor: 1 but on the browser tests' server. */
  smsBudgetFactor: number;
  /** The legal texts a registration acknowledges. */
  registrationTexts: RegistrationTexts;
}

/**
 * Sign-in, registration, second factor and passwords. What they leave behind (expired
 * sessions, codes, tokens) is swept by the retention pass (modules/retention).
 */
export async function authModule(app: FastifyInstance, options: AuthModuleOptions) {
  await app.register(authRoutes, {
    sms: options.sms,
    smsBudgetFactor: options.smsBudgetFactor,
    registrationTexts: options.registrationTexts,
  });
}
