import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxQuery, OutboxResponse } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { AppError } from '../../errors';
import { escapeMarkup } from '../../lib/escape';
import { isLoopbackRequest } from '../../loopback';
import { listOutbox, type OutboxEntry } from './sms-gateway';

function outboxRow(m: OutboxEntry): string {
  const t = messages.devOutbox;
  // Every value is escaped: a mail's text comes from a visitor (the contact form).
  const subject = m.subject === undefined ? '' : `<strong>${escapeMarkup(m.subject)}</strong>\n`;
  return (
    `<tr class="${m.kind}"><td>${escapeMarkup(t.kinds[m.kind])}</td>` +
    `<td>${escapeMarkup(m.to)}</td><td class="text">${subject}${escapeMarkup(m.text)}</td>` +
    `<td class="code">${escapeMarkup(m.code ?? '')}</td>` +
    `<td>${escapeMarkup(t.statuses[m.status])}</td>` +
    `<td>${escapeMarkup(new Date(m.createdAt).toLocaleString('tr-TR'))}</td></tr>`
  );
}

function outboxPage(entries: OutboxEntry[]): string {
  const t = messages.devOutbox;
  const head = [t.kind, t.to, `${t.subject} / ${t.text}`, t.code, t.status, t.time]
    .map((label) => `<th>${escapeMarkup(label)}</th>`)
    .join('');
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta http-equiv="refresh" content="5"><title>${escapeMarkup(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.4rem .7rem;text-align:left;vertical-align:top}
.text{white-space:pre-wrap;max-width:48rem}.code{font:bold 1.2rem monospace}.mail{background:#f6f8fb}</style>
</head><body><h1>${escapeMarkup(t.title)}</h1><p>${escapeMarkup(t.intro)}</p>
${
  entries.length === 0
    ? `<p>${escapeMarkup(t.empty)}</p>`
    : `<table><thead><tr>${head}</tr></thead><tbody>${entries.map(outboxRow).join('')}</tbody></table>`
}
</body></html>`;
}

/**
 * The development outbox, readable without a terminal: the SMS and mails the site sent. It
 * shows every code the site sent, so it is registered only while the outbox is the SMS gateway
 * (no SMS_GATEWAY_URL), and it answers only callers on this machine: anyone else gets the 404
 * of a route that does not exist, before the query is even read.
 */
export const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackRequest(request)) throw new AppError('not-found');
  });

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['session'],
        operationId: 'listDevOutbox',
        summary: 'Geliştirici giden kutusu: SMS ve e-postalar',
        description:
          'Yeniden eskiye; phone yalnızca o numaraya giden SMS, email yalnızca o adrese giden ' +
          'e-postaları bırakır. Yalnızca bu makineden açılır; SMS sağlayıcısı varken yoktur.',
        querystring: OutboxQuery,
        response: { 200: OutboxResponse },
      },
    },
    async (request) => ({
      messages: await listOutbox(app.db, {
        phone: request.query.phone ?? null,
        email: request.query.email ?? null,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/dev/outbox',
    { schema: { hide: true, querystring: OutboxQuery } },
    async (request, reply) => {
      const entries = await listOutbox(app.db, {
        phone: request.query.phone ?? null,
        email: request.query.email ?? null,
        limit: request.query.limit ?? 50,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(outboxPage(entries));
    },
  );
};
