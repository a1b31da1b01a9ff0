// The page of every route of the site: its head (title, description, preview), the
// preloads of its largest picture and of its remote's files, the answers its frame is drawn
// with, and a guest's first view drawn on the server (modules/web).
import { messages } from '@kanat/shared/i18n/full';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { authPolicy } from '../modules/auth';
import {
  type AppFiles,
  type DocumentOptions,
  describePage,
  type LcpImage,
  type PreviewImages,
  type RenderedHead,
  renderDocument,
  renderHead,
  renderPage,
} from '../modules/web';
import { isCallableRequest } from './error-handler';

/** A server render that takes longer is dropped: the page goes out with the empty root. */
export const SSR_TIMEOUT_MS = 1000;

/** API answers written into every page (shared/src/api/initial-data.ts reads them). */
export const INITIAL_ANSWER_PATHS = ['/api/infos', '/api/banner'] as const;

/**
 * Finds the largest picture a route shows first, for the page's preload; none if unknown.
 * `initial` holds the answers already read for the page (INITIAL_ANSWER_PATHS).
 */
export type LcpImageFinder = (
  pathname: string,
  initial: Readonly<Record<string, unknown>>,
) => Promise<LcpImage[]>;

const noCache = 'no-cache';

/** Paths the shell's index.html answers: client routes such as /acik-arttirmalar/5. */
export function isSpaRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (/^\/(api|mf|media|static)(\/|$)/.test(pathname) || pathname === '/remotes.json') {
    return false;
  }
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

const notBuiltPage = `<!doctype html><html lang="tr"><meta charset="utf-8"><title>Kanat Mezat</title>
<p>Site henüz derlenmedi. Lütfen biraz sonra tekrar deneyin.</p></html>`;

export interface SiteDocumentOptions {
  files: AppFiles;
  document: DocumentOptions;
  /** How long a guest's page may take to render on the server (SSR_TIMEOUT_MS). */
  ssrTimeoutMs?: number;
  /** The origin of canonical and preview addresses (PUBLIC_URL, else the request's own). */
  origin: (request: FastifyRequest) => string;
  previews: PreviewImages;
}

/**
 * Answers '/' and every other route of the site (the not-found handler: a GET of a path
 * without a file name) with the page renderDocument makes; anything else is a 404.
 */
export function siteDocumentRoutes(app: FastifyInstance, options: SiteDocumentOptions): void {
  const { files, document: documentOptions, origin, previews } = options;

  /**
   * The public answers every page's frame is drawn with, asked of the API itself so they are
   * exactly what the browser would have fetched. One that fails is left out: the browser
   * then asks for it as before.
   */
  async function initialAnswers(): Promise<Record<string, unknown>> {
    const read = await Promise.all(
      INITIAL_ANSWER_PATHS.map(async (apiPath) => {
        const response = await app.inject({ method: 'GET', url: apiPath });
        return [apiPath, response.statusCode === 200 ? response.json() : undefined] as const;
      }),
    );
    // Always in INITIAL_ANSWER_PATHS order, so the same data makes the same page byte for byte.
    const answers: Record<string, unknown> = {};
    for (const [apiPath, answer] of read) if (answer !== undefined) answers[apiPath] = answer;
    return answers;
  }

  /**
   * A guest's first view of the page rendered by the server (ssr.ts), or null: for members
   * (a session cookie, even an expired one: their first client render differs), for the
   * pages the server does not render, and whenever the render fails or runs out of time.
   * The page is then sent with the empty root as before: the server render is only ever a
   * head start, never a reason for an error page.
   */
  async function serverRender(request: FastifyRequest, answers: Record<string, unknown>) {
    if (request.method !== 'GET' || request.cookies?.[authPolicy.cookieName] !== undefined) {
      return null;
    }
    try {
      return await renderPage(
        app,
        { files, document: documentOptions, timeoutMs: options.ssrTimeoutMs ?? SSR_TIMEOUT_MS },
        request.url,
        answers,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
    } catch (error) {
      request.log.warn(
        { err: error },
        'sunucu tarafı çizim yapılamadı; sayfa boş kökle gönderildi',
      );
      return null;
    }
  }

  /**
   * The route's head for link previews and search engines (page-head.ts) and its status:
   * 404 for a missing auction, group or news item or an unknown path. Null, with 200, if
   * its data cannot be read: the page still goes out with the site's own head.
   */
  async function pageHead(
    request: FastifyRequest,
    pathname: string,
    answers: Record<string, unknown>,
  ): Promise<{ status: 200 | 404; head: RenderedHead | null }> {
    try {
      const infos = answers['/api/infos'];
      const head = await describePage(
        {
          db: app.db,
          origin: origin(request),
          previews,
          now: app.clock.now(),
          infos:
            typeof infos === 'object' && infos !== null ? (infos as Record<string, unknown>) : {},
        },
        pathname,
      );
      return { status: head.status, head: renderHead(head) };
    } catch (error) {
      request.log.warn({ err: error }, 'sayfanın başlık bilgileri okunamadı');
      return { status: 200, head: null };
    }
  }

  /** The page of a route of the site (renderDocument), or the 'not built yet' page. */
  async function sendDocument(request: FastifyRequest, reply: FastifyReply) {
    const pathname = new URL(request.url, 'http://local.invalid').pathname;
    const answers = await initialAnswers();
    const described = pageHead(request, pathname, answers);
    const finder = app.lcpImageFinder.find;
    const lcp = finder
      ? await finder(pathname, answers).catch((error: unknown) => {
          request.log.warn({ err: error }, 'sayfanın en büyük resmi bulunamadı');
          return [];
        })
      : [];
    const rendered = await serverRender(request, answers);
    const { status, head } = await described;
    const html = renderDocument(files, documentOptions, pathname, lcp, answers, rendered, head);
    return reply
      .code(html === null ? 503 : status)
      .type('text/html; charset=utf-8')
      .header('cache-control', noCache)
      .send(html ?? notBuiltPage);
  }

  // The static handler's '/*' would take '/' for a folder; the home page is a route too.
  app.get('/', { schema: { hide: true } }, sendDocument);
  app.setNotFoundHandler(async (request, reply) => {
    const method = request.method;
    if ((method === 'GET' || method === 'HEAD') && isSpaRoute(request.url)) {
      return sendDocument(request, reply);
    }
    throw new AppError(
      'not-found',
      isCallableRequest(request) ? messages.request.functionNotFound : messages.request.notFound,
    );
  });
}
