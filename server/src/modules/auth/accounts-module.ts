import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { devOutboxRoutes } from '../sms/routes';
import { createSmsGateway } from '../sms/sms-gateway';
import { staffRoutes } from '../staff/routes';
import { usersRoutes } from '../users/routes';
import { purgeExpired } from './housekeeping';
import { authRoutes } from './routes';

export interface AccountsModuleOptions {
  config: AppConfig;
}

/**
 * Everything of issue 3 on the server: sign-in, registration, second factor and passwords
 * (auth), the user's own data (users), staff operations (staff) and the SMS gateway (sms).
 */
export async function accountsModule(app: FastifyInstance, options: AccountsModuleOptions) {
  const { config } = options;
  // Production cannot get here without a gateway: loadConfig refuses to start without one.
  const sms = createSmsGateway(config.sms);

  // Expired sessions, codes and tokens are swept every 10 minutes on each instance.
  const sweep = setInterval(() => {
    purgeExpired(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'purge failed'));
  }, 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(authRoutes, { sms });
  await app.register(usersRoutes);
  await app.register(staffRoutes, { dataDir: config.dataDir });
  // The outbox shows every code the site sent: only while it is the gateway (whatever
  // NODE_ENV says), and then only to this machine (the routes check the caller).
  if (sms.kind === 'dev-outbox') await app.register(devOutboxRoutes);
}
