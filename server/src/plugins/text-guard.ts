import { messages } from '@kanat/shared/i18n';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/**
 * A NUL character or a lone UTF-16 surrogate: no form types them, PostgreSQL cannot store
 * the one and PGlite cannot even send the other (both answered 500 before this guard, found by
 * the fuzz test).
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const nul = String.fromCharCode(0);

function unstorable(text: string): boolean {
  return text.includes(nul) || loneSurrogate.test(text);
}

/** Whether any string or key inside `value` holds an unstorable character (no recursion: bodies may nest deeply). */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (unstorable(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (unstorable(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/** Refuses, in Turkish, any request whose body, query or path carries such a character. */
export const textGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (
        holdsUnstorableText(request.params) ||
        holdsUnstorableText(request.query) ||
        holdsUnstorableText(request.body)
      ) {
        throw new AppError('invalid-argument', messages.request.invalidCharacters);
      }
    });
  },
  { name: 'text-guard' },
);
