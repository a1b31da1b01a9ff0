// A stand-in for the server's second-factor functions, for unit tests of the browser side.
// It keeps the contract of server/README.md's accounts section (pending code reuse for 180 s, single-use
// challenges, NOT_FOUND without a key) and checks signatures with node:crypto, so a test
// passes only when the browser really signs the challenge with the registered key.
import { createPublicKey, randomBytes, verify } from 'node:crypto';
import { ApiError, type ApiErrorCode } from '@kanat/shared/api';

const RESEND_MS = 180_000;
const MAX_WRONG_ANSWERS = 5;

interface PendingCode {
  code: string;
  resendAvailableAt: number;
  expiresAt: number;
  wrong: number;
}

type Data = Record<string, unknown>;

export class FakeAuthServer {
  /** Every call in order: function name and data. */
  readonly calls: { name: string; data: Data }[] = [];
  /** Codes "sent by SMS", newest last. */
  readonly outbox: { to: string; code: string }[] = [];
  readonly keys = new Map<string, string>();
  /** Phones proven by a code, per device. */
  private readonly proofs = new Set<string>();
  private readonly pending = new Map<string, PendingCode>();
  private readonly challenges = new Map<string, Buffer>();
  private tokenCount = 0;
  private readonly failures = new Map<string, ApiErrorCode>();

  /** Extra functions (login, register...) a test answers itself. */
  private readonly handlers = new Map<string, (data: Data) => Data | Promise<Data>>();

  handle(name: string, handler: (data: Data) => Data | Promise<Data>): void {
    this.handlers.set(name, handler);
  }

  /** The data of the last call of `name`. */
  lastData(name: string): Data | undefined {
    return this.calls.filter((call) => call.name === name).at(-1)?.data;
  }

  private readonly failureMessages = new Map<string, string>();

  /** Makes the next call of `name` fail once with `code` and the server's `message`. */
  failNext(name: string, code: ApiErrorCode, message = ''): void {
    this.failures.set(name, code);
    this.failureMessages.set(name, message);
  }

  count(name: string): number {
    return this.calls.filter((call) => call.name === name).length;
  }

  lastCode(): string {
    const last = this.outbox.at(-1);
    if (!last) throw new Error('no code sent');
    return last.code;
  }

  readonly call = async (name: string, data: Data): Promise<Data> => {
    this.calls.push({ name, data });
    const failure = this.failures.get(name);
    if (failure) {
      const message = this.failureMessages.get(name) ?? '';
      this.failures.delete(name);
      this.failureMessages.delete(name);
      throw new ApiError({ status: 0, code: failure, message });
    }
    const handler = this.handlers.get(name);
    if (handler) return handler(data);
    const deviceId = String(data.deviceId ?? '');
    switch (name) {
      case 'requestChanneledMFA':
        return this.requestCode(String(data.target));
      case 'resolveChanneledMFA':
        return this.resolveCode(String(data.target), String(data.answer), deviceId);
      case 'registerMFAKey': {
        if (![...this.proofs].some((proof) => proof.endsWith(`|${deviceId}`))) {
          throw new ApiError({ status: 403, code: 'permission-denied', message: 'no proof' });
        }
        this.keys.set(deviceId, String(data.pk));
        return { code: 200 };
      }
      case 'requestKeyedMFA': {
        if (!this.keys.has(deviceId)) {
          throw new ApiError({
            status: 404,
            code: 'not-found',
            message: 'Bu cihaz için anahtar bulunamadı.',
          });
        }
        const challenge = randomBytes(32);
        this.challenges.set(deviceId, challenge);
        return { code: 200, challenge: challenge.toString('base64') };
      }
      case 'resolveKeyedMFA': {
        const challenge = this.challenges.get(deviceId);
        this.challenges.delete(deviceId);
        const pk = this.keys.get(deviceId);
        const signature = Buffer.from(String(data.signature), 'base64');
        const ok =
          challenge !== undefined &&
          pk !== undefined &&
          signature.length === 132 &&
          verify(
            'sha256',
            challenge,
            {
              key: createPublicKey({ key: JSON.parse(pk), format: 'jwk' }),
              dsaEncoding: 'ieee-p1363',
            },
            signature,
          );
        if (!ok)
          throw new ApiError({
            status: 403,
            code: 'permission-denied',
            message: 'İmza doğrulanamadı.',
          });
        this.tokenCount += 1;
        return { code: 200, token: `token-${this.tokenCount}` };
      }
      default:
        throw new ApiError({ status: 404, code: 'not-found', message: `unknown function ${name}` });
    }
  };

  private requestCode(target: string): Data {
    const now = Date.now();
    const existing = this.pending.get(target);
    if (existing && now < existing.resendAvailableAt) {
      return {
        code: 200,
        resendAvailableAt: existing.resendAvailableAt,
        expiresAt: existing.expiresAt,
      };
    }
    const code = String(100000 + this.outbox.length);
    const pending = {
      code,
      resendAvailableAt: now + RESEND_MS,
      expiresAt: now + 600_000,
      wrong: 0,
    };
    this.pending.set(target, pending);
    this.outbox.push({ to: target, code });
    return {
      code: 200,
      resendAvailableAt: pending.resendAvailableAt,
      expiresAt: pending.expiresAt,
    };
  }

  private resolveCode(target: string, answer: string, deviceId: string): Data {
    if (!/^\d{6}$/.test(answer)) {
      throw new ApiError({ status: 400, code: 'invalid-argument', message: 'Cevap geçersiz.' });
    }
    const pending = this.pending.get(target);
    if (!pending) throw new ApiError({ status: 404, code: 'not-found', message: 'no code' });
    if (pending.code !== answer) {
      pending.wrong += 1;
      if (pending.wrong >= MAX_WRONG_ANSWERS) {
        this.pending.delete(target);
        throw new ApiError({ status: 429, code: 'resource-exhausted', message: 'Kota aşıldı' });
      }
      throw new ApiError({
        status: 403,
        code: 'permission-denied',
        message: 'Cevap kabul edilmedi.',
      });
    }
    this.pending.delete(target);
    this.proofs.add(`${target}|${deviceId}`);
    return { code: 200 };
  }
}
