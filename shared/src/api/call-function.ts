import { ApiError, codeForStatus, parseErrorCode, statusForCode } from './api-error';
import type { CallableData, CallableName, CallableResultOf } from './contracts/callables';
import { loadFirebaseFunctions } from './firebase';

/** SPEC §7/§9: default callable time-out. */
export const FUNCTION_TIMEOUT_MS = 70000;

/** Every function answers `{ code, message?, ... }`; 200 means success. */
export interface FunctionResult {
  code: number;
  message?: string;
}

function functionUrl(name: string): string {
  return `${location.origin}/api/fn/${encodeURIComponent(name)}`;
}

// firebase 12 words errors as '<description> [<http status>]', with the code name or
// 'Backend error status: X' as description when the server sent no message.
const STATUS_SUFFIX = /\s*\[(\d{3})\]$/;

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error && typeof error === 'object' && 'code' in error) {
    const fields = error as { code: unknown; message?: unknown; details?: unknown };
    const code = parseErrorCode(fields.code) ?? 'unknown';
    const raw = typeof fields.message === 'string' ? fields.message : '';
    const suffix = STATUS_SUFFIX.exec(raw);
    const description = raw.replace(STATUS_SUFFIX, '');
    const generic = description === code || description.startsWith('Backend error status:');
    return new ApiError({
      status: suffix ? Number(suffix[1]) : statusForCode(code),
      code,
      message: generic ? '' : description,
      details: fields.details,
    });
  }
  return new ApiError({
    status: 0,
    code: 'unknown',
    message: error instanceof Error ? error.message : String(error),
  });
}

/**
 * `value` with every `undefined` property left out, at any depth. firebase's encoder sends
 * an undefined property as `null`, which the contracts read as a value ("remove the picture"),
 * not as an absent optional field; JSON's own rule is to leave it out, and so do we.
 */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== 'object' || value.constructor !== Object) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withoutUndefined(field)]),
  );
}

/**
 * Calls a backend function at `/api/fn/<name>` over the firebase callable protocol.
 * Resolves with the result when its code is 200; otherwise throws ApiError. Called by a
 * function's name alone, data and result are those of its contract (@kanat/shared/contracts).
 */
export function callFunction<Name extends CallableName>(
  name: Name,
  data: CallableData<Name>,
): Promise<CallableResultOf<Name> & FunctionResult>;
export function callFunction<TReq, TRes extends FunctionResult = FunctionResult>(
  name: string,
  data: TReq,
): Promise<TRes>;
export async function callFunction<TReq, TRes extends FunctionResult = FunctionResult>(
  name: string,
  data: TReq,
): Promise<TRes> {
  const firebase = await loadFirebaseFunctions();
  if (!firebase) {
    throw new ApiError({ status: 503, code: 'unavailable', message: 'firebase not initialised' });
  }
  let result: unknown;
  try {
    const callable = firebase.httpsCallableFromURL<TReq, unknown>(
      firebase.functions,
      functionUrl(name),
      {
        timeout: FUNCTION_TIMEOUT_MS,
      },
    );
    result = (await callable(withoutUndefined(data) as TReq)).data;
  } catch (error) {
    throw toApiError(error);
  }
  if (
    !result ||
    typeof result !== 'object' ||
    typeof (result as { code?: unknown }).code !== 'number'
  ) {
    throw new ApiError({
      status: 200,
      code: 'bad-response',
      message: 'function result has no code',
    });
  }
  const typed = result as TRes;
  if (typed.code !== 200) {
    throw new ApiError({
      status: typed.code,
      code: codeForStatus(typed.code),
      message: typeof typed.message === 'string' ? typed.message : '',
      details: result,
    });
  }
  return typed;
}
