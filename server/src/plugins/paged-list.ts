import { pagedListBody, pagedListResponse } from '@kanat/shared/contracts';
import type { SessionUser } from '@kanat/shared/events';
import type { Static, TObject, TProperties, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection';
import { assertAccess, type CallableAccess, openapiSecurity } from './callable';

export const listPrefix = '/api/list/';

export interface PageRequest {
  /** Opaque cursor from the previous page; null for the first page. */
  cursor: string | null;
  /** Rows wanted, already capped to the list's maximum. */
  count: number;
}

export interface Page<Row> {
  rows: Row[];
  /** Cursor of the next page; null on the last page. */
  next: string | null;
}

export interface ListContext {
  request: FastifyRequest;
  user: SessionUser | null;
  db: Db;
}

export interface PagedListDefinition<F extends TProperties, Row> {
  name: string;
  /**
   * Who may read the list (as a callable's `access`): checked before `fetch` runs, and
   * documented as the operation's `security` in /api/openapi.json. Public when absent.
   */
  access?: CallableAccess;
  /** Filter fields accepted beside `p` and `c`. */
  filters: F;
  /** What a page holds when the client names no count, and the most it may ask for. */
  pageSize: { size: number; max: number };
  /** Schema of one row, used to serialise and document the response. */
  row?: TSchema;
  summary?: string;
  fetch: (
    filters: Static<TObject<F>>,
    page: PageRequest,
    context: ListContext,
  ) => Promise<Page<Row>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Adds `POST /api/list/<name>`: body `{ ...filters, p, c }`, answer `{ r, p? }` where `p`
     * is absent on the last page (SPEC §3/§4 paged list).
     */
    pagedList<F extends TProperties, Row>(definition: PagedListDefinition<F, Row>): void;
  }
}

const namePattern = /^[a-z][a-z0-9-]{0,63}$/;

export const pagedListPlugin = fp(
  async (app) => {
    const names = new Set<string>();

    app.decorate('pagedList', function pagedList<
      F extends TProperties,
      Row,
    >(this: FastifyInstance, definition: PagedListDefinition<F, Row>) {
      const { name, pageSize, access = 'public' } = definition;
      if (!namePattern.test(name)) throw new Error(`Invalid list name "${name}"`);
      if (names.has(name)) throw new Error(`List "${name}" is registered twice`);
      names.add(name);

      const body = pagedListBody(definition.filters);
      const response =
        definition.row === undefined ? undefined : { 200: pagedListResponse(definition.row) };

      this.route({
        method: 'POST',
        url: `${listPrefix}${name}`,
        schema: {
          tags: ['list'],
          summary: definition.summary,
          security: openapiSecurity(access),
          body,
          response,
        },
        handler: async (request) => {
          assertAccess(access, request.sessionUser);
          const { p, c, ...filters } = request.body as {
            p?: string | number | null;
            c?: number;
          } & Record<string, unknown>;
          const cursor = p === undefined || p === null || p === 0 || p === '' ? null : String(p);
          const count = Math.min(c ?? pageSize.size, pageSize.max);
          const page = await definition.fetch(
            filters as unknown as Static<TObject<F>>,
            { cursor, count },
            { request, user: request.sessionUser, db: app.db },
          );
          return page.next === null ? { r: page.rows } : { r: page.rows, p: page.next };
        },
      });
    });
  },
  { name: 'paged-list', dependencies: ['session', 'database'] },
);
