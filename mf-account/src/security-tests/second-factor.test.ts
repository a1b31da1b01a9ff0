import { messages } from '@kanat/shared/i18n';
import {
  completeLoginSecondFactor,
  createDeviceKey,
  getDeviceId,
  getMfaToken,
  hasDeviceKey,
  resetSecondFactorState,
  runCodeChallenge,
  verifyPhone,
} from '@kanat/shared/security';
import { CodeDialogDriver } from '../test/code-dialog-driver';
import { FakeAuthServer } from '../test/fake-auth-server';
import { installWebPlatform, resetIndexedDb } from '../test/web-platform';

const mockBackend: { server: FakeAuthServer | null } = { server: null };
const mockPhone = '+905321112233';

jest.mock('@kanat/shared/api', () => {
  const actual = jest.requireActual('@kanat/shared/api');
  return {
    ...actual,
    callFunction: jest.fn((name: string, data: Record<string, unknown>) => {
      if (!mockBackend.server) throw new Error('no server');
      return mockBackend.server.call(name, data);
    }),
    apiFetch: jest.fn(async (path: string) => {
      if (path !== '/api/session') throw new Error(`unexpected ${path}`);
      return { user: { uid: 'u1', phoneNumber: mockPhone, phoneVerified: true } };
    }),
  };
});

installWebPlatform();

let server: FakeAuthServer;
let dialog: CodeDialogDriver;

beforeEach(() => {
  resetIndexedDb();
  resetSecondFactorState();
  server = new FakeAuthServer();
  mockBackend.server = server;
  dialog = new CodeDialogDriver();
});

afterEach(() => {
  dialog.dispose();
  jest.useRealTimers();
});

/** A device whose key the server already knows, as after an earlier sign-in. */
async function enrolledDevice(): Promise<void> {
  const pk = await createDeviceKey();
  server.keys.set(getDeviceId(), pk);
}

/** Answers the next code dialog with the code the server sent. */
async function answerWithSentCode(n?: number): Promise<void> {
  await dialog.opens(n);
  dialog.answer(server.lastCode());
}

describe('getMfaToken', () => {
  it('signs the challenge with the device key when the server knows it, without a code', async () => {
    await enrolledDevice();
    await expect(getMfaToken()).resolves.toBe('token-1');
    expect(server.calls.map((c) => c.name)).toEqual(['requestKeyedMFA', 'resolveKeyedMFA']);
    expect(dialog.opened).toHaveLength(0);
  });

  it('registers a key through a phone code when the device has none, then signs', async () => {
    const token = getMfaToken();
    const opened = await dialog.opens(1);
    expect(opened.target).toBe(mockPhone);
    expect(server.outbox).toEqual([{ to: mockPhone, code: expect.any(String) }]);
    dialog.answer(server.lastCode());

    await expect(token).resolves.toBe('token-1');
    expect(server.calls.map((c) => c.name)).toEqual([
      'requestChanneledMFA',
      'resolveChanneledMFA',
      'registerMFAKey',
      'requestKeyedMFA',
      'resolveKeyedMFA',
    ]);
    expect(await hasDeviceKey()).toBe(true);
    expect(dialog.closed).toEqual([opened.id]);
  });

  it('treats a key the server does not know (NOT_FOUND) like no key', async () => {
    await createDeviceKey();
    const token = getMfaToken();
    await answerWithSentCode(1);
    await expect(token).resolves.toBe('token-1');
    expect(server.count('registerMFAKey')).toBe(1);
    expect(server.keys.get(getDeviceId())).toBeDefined();
  });

  it('re-keys the device when the server refuses the signature of an older key', async () => {
    await enrolledDevice();
    await createDeviceKey(); // another key replaced ours locally; the server still has the old one
    const token = getMfaToken();
    await answerWithSentCode(1);
    await expect(token).resolves.toBe('token-1');
    expect(server.count('resolveKeyedMFA')).toBe(2);
  });

  it('keeps the dialog open after a wrong answer and accepts the right one', async () => {
    const token = getMfaToken();
    await dialog.opens(1);
    dialog.answer('000000');
    await dialog.until(() => dialog.rejections.length === 1);
    expect(dialog.rejections).toEqual(['Cevap kabul edilmedi.']);
    expect(dialog.closed).toHaveLength(0);

    dialog.answer('12ab');
    await dialog.until(() => dialog.rejections.length === 2);
    expect(dialog.rejections[1]).toBe(messages.mfa.codeNumeric);

    dialog.answer(server.lastCode());
    await expect(token).resolves.toBe('token-1');
  });

  it('shows the invalid-argument text for an answer the server calls malformed', async () => {
    const token = getMfaToken();
    await dialog.opens(1);
    dialog.answer('123');
    await dialog.until(() => dialog.rejections.length === 1);
    expect(dialog.rejections).toEqual(['Cevap geçersiz.']);
    dialog.answer(server.lastCode());
    await expect(token).resolves.toBe('token-1');
  });

  it("rejects with 'İptal edildi' when the dialog is cancelled, and reuses the pending request", async () => {
    const first = getMfaToken();
    const opened = await dialog.opens(1);
    dialog.answer(null);
    await expect(first).rejects.toThrow('İptal edildi');
    // The key is only stored once the code is accepted.
    expect(await hasDeviceKey()).toBe(false);

    const second = getMfaToken();
    const reopened = await dialog.opens(2);
    expect(server.count('requestChanneledMFA')).toBe(1);
    expect(server.outbox).toHaveLength(1);
    expect(reopened.resendAvailableAt).toBe(opened.resendAvailableAt);
    dialog.answer(server.lastCode());
    await expect(second).resolves.toBe('token-1');
  });

  it('refuses a second check while one is running', async () => {
    const first = getMfaToken();
    await dialog.opens(1);
    await expect(getMfaToken()).rejects.toThrow(
      'Bir doğrulama işlemi devam etmekte, daha sonra tekrar deneyin.',
    );
    await expect(verifyPhone(mockPhone)).rejects.toThrow(messages.mfa.pending);
    dialog.answer(server.lastCode());
    await expect(first).resolves.toBe('token-1');
  });

  it('reuses a token for 4 s and then asks again', async () => {
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    await enrolledDevice();

    await expect(getMfaToken()).resolves.toBe('token-1');
    jest.setSystemTime(new Date('2025-03-01T10:00:03.900Z'));
    await expect(getMfaToken()).resolves.toBe('token-1');
    expect(server.count('resolveKeyedMFA')).toBe(1);

    jest.setSystemTime(new Date('2025-03-01T10:00:04.100Z'));
    await expect(getMfaToken()).resolves.toBe('token-2');
    expect(server.count('resolveKeyedMFA')).toBe(2);
  });

  it('maps the quota error of the code request and forgets the request time', async () => {
    server.failNext('requestChanneledMFA', 'resource-exhausted');
    await expect(getMfaToken()).rejects.toThrow('Kota aşıldı, daha sonra tekrar deneyin');
    expect(dialog.opened).toHaveLength(0);

    const token = getMfaToken();
    await answerWithSentCode(1);
    await expect(token).resolves.toBe('token-1');
    expect(server.count('requestChanneledMFA')).toBe(2);
  });

  it('closes the dialog with the quota error when the code is burnt by wrong answers', async () => {
    const token = getMfaToken();
    await dialog.opens(1);
    for (let i = 1; i <= 4; i += 1) {
      dialog.answer('000000');
      await dialog.until(() => dialog.rejections.length === i);
    }
    dialog.answer('000000');
    await expect(token).rejects.toThrow('Kota aşıldı, daha sonra tekrar deneyin');
    expect(dialog.closed).toHaveLength(1);

    // The request time was cleared: the next check asks the server for a new code.
    const again = getMfaToken();
    await answerWithSentCode(2);
    await expect(again).resolves.toBe('token-1');
    expect(server.outbox).toHaveLength(2);
  });

  it('sends a new code when the user presses resend', async () => {
    const token = getMfaToken();
    const opened = await dialog.opens(1);
    // The server has started a new 180 s window since (as after the countdown ran out).
    (server as unknown as { pending: Map<string, unknown> }).pending.clear();
    dialog.pressResend();
    await dialog.until(() => dialog.resent.length === 1);
    expect(server.outbox).toHaveLength(2);
    expect(dialog.resent[0]).toBeGreaterThanOrEqual(opened.resendAvailableAt);
    dialog.answer(server.lastCode());
    await expect(token).resolves.toBe('token-1');
  });
  it('keeps the dialog usable when a resend is refused', async () => {
    const token = getMfaToken();
    const opened = await dialog.opens(1);
    server.failNext('requestChanneledMFA', 'resource-exhausted');
    dialog.pressResend();
    await dialog.until(() => dialog.rejections.length === 1);
    expect(dialog.rejections).toEqual(['Kota aşıldı, daha sonra tekrar deneyin']);
    expect(dialog.resent).toEqual([opened.resendAvailableAt]);
    expect(dialog.closed).toHaveLength(0);
    dialog.answer(server.lastCode());
    await expect(token).resolves.toBe('token-1');
  });
});

describe('completeLoginSecondFactor', () => {
  it('runs the keyed check when the server has this device key', async () => {
    await enrolledDevice();
    await expect(completeLoginSecondFactor({ hasKey: true, phone: mockPhone })).resolves.toBe(
      'token-1',
    );
    expect(server.count('requestChanneledMFA')).toBe(0);
  });

  it('registers a new key through the phone code when the server has none for this user', async () => {
    await enrolledDevice();
    const done = completeLoginSecondFactor({ hasKey: false, phone: '+905051234567' });
    const opened = await dialog.opens(1);
    expect(opened.target).toBe('+905051234567');
    dialog.answer(server.lastCode());
    await expect(done).resolves.toBe('token-1');
    expect(server.calls.map((c) => c.name)).toEqual([
      'requestChanneledMFA',
      'resolveChanneledMFA',
      'registerMFAKey',
      'requestKeyedMFA',
      'resolveKeyedMFA',
    ]);
  });
});

describe('runCodeChallenge', () => {
  it('passes request errors other than the quota through unchanged', async () => {
    const notFound = Object.assign(new Error('Telefon numarası bulunamadı.'), {
      code: 'not-found',
    });
    await expect(
      runCodeChallenge({
        channel: 'reset',
        target: mockPhone,
        request: () => Promise.reject(notFound),
        resolve: async () => 'never',
      }),
    ).rejects.toBe(notFound);
  });

  it('resolves with what resolve() returns for the accepted answer', async () => {
    const result = runCodeChallenge({
      channel: 'reset',
      target: mockPhone,
      request: async () => ({ resendAvailableAt: Date.now() + 180_000 }),
      resolve: async (answer) => `token-for-${answer}`,
    });
    await dialog.opens(1);
    dialog.answer(' 424242 ');
    await expect(result).resolves.toBe('token-for-424242');
  });
});
