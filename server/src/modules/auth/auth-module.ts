import type { FastifyInstance } from 'fastify';
import type { SmsGateway } from '../sms';
import { purgeExpired } from './housekeeping';
import { authRoutes } from './routes';

export interface AuthModuleOptions {
  /** Where phone codes go; app.ts creates it once for the whole server. */
  sms: SmsGateway;
  /** config.smsBudgetFactor: 1 but on the browser tests' server. */
  smsBudgetFactor: number;
}

/** Sign-in, registration, second factor and passwords, and the sweep of what they leave behind. */
export async function authModule(app: FastifyInstance, options: AuthModuleOptions) {
  // Expired sessions, codes and tokens are swept every 10 minutes on each instance.
  const sweep = setInterval(() => {
    purgeExpired(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'purge failed'));
  }, 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(authRoutes, {
    sms: options.sms,
    smsBudgetFactor: options.smsBudgetFactor,
  });
}
