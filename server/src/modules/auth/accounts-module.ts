import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { devOutboxRoutes } from '../sms/routes';
import { createSmsGateway, readSmsSettings } from '../sms/sms-gateway';
import { staffRoutes } from '../staff/routes';
import { usersRoutes } from '../users/routes';
import { purgeExpired } from './housekeeping';
import { nativeP521 } from './native-p521';
import { authRoutes } from './routes';

export interface AccountsModuleOptions {
  config: AppConfig;
  /** Defaults to process.env (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN). */
  env?: Record<string, string | undefined>;
}

/**
 * Everything of issue 3 on the server: sign-in, registration, second factor and passwords
 * (auth), the user's own data (users), staff operations (staff) and the SMS gateway (sms).
 */
export async function accountsModule(app: FastifyInstance, options: AccountsModuleOptions) {
  const { config } = options;
  const sms = createSmsGateway(readSmsSettings(options.env ?? process.env));
  if (sms.kind === 'dev-outbox' && config.nodeEnv === 'production') {
    app.log.warn(
      'SMS_GATEWAY_URL tanımlı değil: doğrulama kodları yalnızca SMS kutusuna yazılıyor (pnpm --filter @kanat/server run outbox)',
    );
  }

  // Device signatures: the system-libcrypto checker is built (first start on a machine) and
  // self-tested now, not on the first bid; without it node:crypto checks them.
  if ((await nativeP521()) === null) {
    app.log.warn('P-521 imzaları node:crypto ile denetleniyor (sistem libcrypto eklentisi yok)');
  }

  // Expired sessions, codes and tokens are swept every 10 minutes on each instance.
  const sweep = setInterval(() => {
    purgeExpired(app.db).catch((error: unknown) => app.log.warn({ err: error }, 'purge failed'));
  }, 10 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  await app.register(authRoutes, { sms });
  await app.register(usersRoutes);
  await app.register(staffRoutes, { dataDir: config.dataDir });
  // The outbox shows every code the site sent: never in production.
  if (config.nodeEnv !== 'production') await app.register(devOutboxRoutes);
}
