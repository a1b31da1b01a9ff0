import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RetentionPass } from './retention-pass';

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes what the site keeps no longer (issue 35, retention). */
    retentionPass: RetentionPass;
  }
}

/** The retention pass: starts when the server listens, stops when the app closes. */
export const retentionModule = fp(
  async (app: FastifyInstance) => {
    const pass = new RetentionPass(app.db, app.log);
    app.decorate('retentionPass', pass);
    app.addHook('onListen', async () => pass.start());
    app.addHook('onClose', async () => pass.stop());
  },
  { name: 'retention-module', dependencies: ['database'] },
);
