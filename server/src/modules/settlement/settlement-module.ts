import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { statementFileRoutes } from './file-routes';
import { settlementRoutes } from './routes';
import { StatementIssuer } from './statement-issuer';
import { statementsRoutes } from './statements-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues the statements of finished sales (issue 33). */
    statementIssuer: StatementIssuer;
  }
}

/**
 * Settlement (issue 33): the sale terms, the statements and their files, and the issuing pass,
 * which starts when the server listens (tests call `app.statementIssuer.runOnce()`) on the
 * instance that leads the closing passes, and stops when the app closes.
 */
export const settlementModule = fp(
  async (app: FastifyInstance) => {
    const issuer = new StatementIssuer(app.db, app.log, () =>
      app.hasDecorator('closingScheduler') ? app.closingScheduler.leading : true,
    );
    app.decorate('statementIssuer', issuer);
    app.addHook('onListen', async () => issuer.start());
    app.addHook('onClose', async () => issuer.stop());

    await app.register(settlementRoutes);
    await app.register(statementsRoutes);
    await app.register(statementFileRoutes);
  },
  { name: 'settlement-module', dependencies: ['database', 'callable'] },
);
