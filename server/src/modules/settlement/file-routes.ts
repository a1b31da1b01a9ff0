import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DetailParams } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { opensArea } from '@kanat/shared/rules';
import { fileNameWords } from '@kanat/shared/validation';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { assertAccess } from '../../plugins/callable';
import { type ExportWhat, exportCsv, exportFileName, exportScope } from './export-csv';
import { buyerStatementPdf, sellerStatementPdf } from './statement-pdf';
import { getBuyerView, getSellerView } from './statements-read';

const t = messages.statementServer;

/**
 * Whose statements the caller may read as files: every one for staff of the settlement area,
 * their own for a member, none for anyone else. Null: none (the route answers 404, as for a
 * statement that does not exist, so nobody learns which numbers are taken).
 */
function reader(request: FastifyRequest): { all: true } | { uid: string } | null {
  const user = request.sessionUser;
  if (user === null || !user.phoneVerified || !user.accountEnabled) return null;
  return opensArea(user.roles, 'settlement') ? { all: true } : { uid: user.uid };
}

const statementId = (id: string, notFound: string) => {
  if (!/^[0-9]{1,9}$/.test(id)) throw new AppError('not-found', notFound);
  return Number(id);
};

const ExportQuery = Type.Object({
  what: Type.Optional(Type.String({ maxLength: 20 })),
  kind: Type.Optional(Type.String({ maxLength: 20 })),
  id: Type.Optional(Type.String({ maxLength: 20 })),
  month: Type.Optional(Type.String({ maxLength: 20 })),
});

const sendPdf = (name: string, bytes: Uint8Array) => ({
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${name}.pdf"`,
    'cache-control': 'private, no-store',
  },
  body: Buffer.from(bytes),
});

/** The statements as PDFs (owner or settlement staff) and the accountant's CSV exports. */
export const statementFileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/statements/buyer/:id/pdf',
    {
      schema: {
        tags: ['members'],
        operationId: 'getBuyerStatementPdf',
        summary: 'Alım belgesi PDF olarak (sahibi ya da muhasebe görevlisi)',
        params: DetailParams,
      },
    },
    async (request, reply) => {
      const id = statementId(request.params.id, t.buyerNotFound);
      const who = reader(request);
      if (who === null) throw new AppError('not-found', t.buyerNotFound);
      const view = await getBuyerView(app.db, id, 'uid' in who ? who.uid : undefined);
      const file = sendPdf(view.reference, await buyerStatementPdf(view));
      return reply.headers(file.headers).send(file.body);
    },
  );

  app.get(
    '/api/statements/seller/:id/pdf',
    {
      schema: {
        tags: ['members'],
        operationId: 'getSellerStatementPdf',
        summary: 'Satış hesap özeti PDF olarak (sahibi ya da muhasebe görevlisi)',
        params: DetailParams,
      },
    },
    async (request, reply) => {
      const id = statementId(request.params.id, t.sellerNotFound);
      const who = reader(request);
      if (who === null) throw new AppError('not-found', t.sellerNotFound);
      const view = await getSellerView(app.db, id, 'uid' in who ? who.uid : undefined);
      const file = sendPdf(
        ['satis-hesap-ozeti', fileNameWords(view.sale.title), fileNameWords(view.seller.fullname)]
          .filter((word) => word !== '')
          .join('-'),
        await sellerStatementPdf(view),
      );
      return reply.headers(file.headers).send(file.body);
    },
  );

  app.get(
    '/api/staff/settlement/export.csv',
    {
      onRequest: async (request) => assertAccess({ area: 'accounts' }, request.sessionUser),
      schema: {
        tags: ['staff'],
        operationId: 'exportSettlement',
        summary:
          'Muhasebe için CSV: bir satışın ya da bir ayın belgeleri, ödemeleri ya da satıcı ödemeleri',
        querystring: ExportQuery,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const what = (['statements', 'payments', 'payouts'] as const).find((w) => w === query.what);
      if (what === undefined) throw new AppError('invalid-argument', t.exportInvalid);
      const scope = exportScope(query);
      const name = await exportFileName(app.db, what as ExportWhat, scope);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .send(await exportCsv(app.db, what as ExportWhat, scope));
    },
  );
};
