import { apiFetch, callFunction } from '@kanat/shared/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { member, renderInSite } from '../../../../../shared/test/render';
import { BrowserPushSection } from './browser-push-section';

jest.mock('@kanat/shared/api', () => ({
  ...jest.requireActual('@kanat/shared/api'),
  callFunction: jest.fn(),
  apiFetch: jest.fn(),
}));

// 'Bu tarayıcıda bildirimleri aç / kapat' on /hesabim/acik-arttirma-ayarlari, against a
// fake service worker container, PushManager and Notification.

const VAPID_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.com/send/abc';
const KEYS = { p256dh: `B${'C'.repeat(86)}`, auth: 'D'.repeat(22) };

function keyBytes(text: string): ArrayBuffer {
  return Uint8Array.from(Buffer.from(text, 'base64url')).buffer;
}

class FakeSubscription {
  unsubscribed = false;
  readonly endpoint = ENDPOINT;
  constructor(readonly options: { applicationServerKey: ArrayBuffer }) {}
  toJSON() {
    return { endpoint: this.endpoint, keys: KEYS };
  }
  async unsubscribe() {
    this.unsubscribed = true;
    push.subscription = null;
    return true;
  }
}

const push: {
  subscription: FakeSubscription | null;
  subscribe: jest.Mock<
    Promise<FakeSubscription>,
    [{ userVisibleOnly?: boolean; applicationServerKey: Uint8Array }]
  >;
  getSubscription: jest.Mock<Promise<FakeSubscription | null>, []>;
} = {
  subscription: null,
  subscribe: jest.fn(
    async (options: { userVisibleOnly?: boolean; applicationServerKey: Uint8Array }) => {
      push.subscription = new FakeSubscription({
        applicationServerKey: Uint8Array.from(options.applicationServerKey).buffer,
      });
      return push.subscription;
    },
  ),
  getSubscription: jest.fn(async () => push.subscription),
};
const registration = { pushManager: push };
const worker = { registered: false };
const container = {
  register: jest.fn(async () => {
    worker.registered = true;
    return registration;
  }),
  getRegistration: jest.fn(async () => (worker.registered ? registration : undefined)),
  get ready() {
    return Promise.resolve(registration);
  },
};
const permission: { current: NotificationPermission; answer: NotificationPermission } = {
  current: 'default',
  answer: 'granted',
};
const notification = {
  get permission(): NotificationPermission {
    return permission.current;
  },
  requestPermission: jest.fn(async (): Promise<NotificationPermission> => {
    permission.current = permission.answer;
    return permission.answer;
  }),
};

function installPush() {
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: notification, configurable: true });
}

function removePush() {
  for (const [target, name] of [
    [navigator, 'serviceWorker'],
    [window, 'PushManager'],
    [window, 'Notification'],
  ] as const) {
    if (name in target) delete (target as unknown as Record<string, unknown>)[name];
  }
}

const calls: Array<[string, unknown]> = [];

beforeEach(() => {
  calls.length = 0;
  push.subscription = null;
  worker.registered = false;
  permission.current = 'default';
  permission.answer = 'granted';
  jest.clearAllMocks();
  jest.mocked(callFunction).mockImplementation(async (name: string, data: unknown) => {
    calls.push([name, data]);
    return { count: 1 } as never;
  });
  jest.mocked(apiFetch).mockImplementation(async (path: string) => {
    if (path !== '/api/push/key') throw new Error(`unexpected request ${path}`);
    return { publicKey: VAPID_KEY } as never;
  });
  installPush();
});

afterEach(removePush);

const render = () => renderInSite(<BrowserPushSection />, { user: member() });
const status = () => screen.getByTestId('browser-push').getAttribute('data-state');

describe('BrowserPushSection', () => {
  it('turns push on: registers /sw.js, asks permission, subscribes with the VAPID key, saves', async () => {
    const view = render();
    await waitFor(() => expect(status()).toBe('off'));
    expect(screen.getByText('Bu tarayıcıda bildirimler kapalı.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bu tarayıcıda bildirimleri aç' }));
    await waitFor(() => expect(status()).toBe('on'));

    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(notification.requestPermission).toHaveBeenCalled();
    const [options] = push.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey ?? []).toString('base64url')).toBe(VAPID_KEY);
    expect(calls).toEqual([['subscribePush', { endpoint: ENDPOINT, keys: KEYS }]]);
    expect(screen.getByText('Bu tarayıcıda bildirimler açık.')).toBeTruthy();
    expect(view.toastTexts()).toContain('Bu tarayıcıda bildirimler açıldı.');

    // And off again: the server is told, then the subscription is dropped.
    const made = push.subscription;
    fireEvent.click(screen.getByRole('button', { name: 'Bu tarayıcıda bildirimleri kapat' }));
    await waitFor(() => expect(status()).toBe('off'));
    expect(calls[1]).toEqual(['unsubscribePush', { endpoint: ENDPOINT }]);
    expect(made?.unsubscribed).toBe(true);
  });

  it('shows an existing subscription as on and saves it again for the member signed in', async () => {
    worker.registered = true;
    permission.current = 'granted';
    push.subscription = new FakeSubscription({ applicationServerKey: keyBytes(VAPID_KEY) });
    render();
    await waitFor(() => expect(status()).toBe('on'));
    expect(calls).toEqual([['subscribePush', { endpoint: ENDPOINT, keys: KEYS }]]);
  });

  it('replaces a subscription made with another server key', async () => {
    worker.registered = true;
    const old = new FakeSubscription({ applicationServerKey: keyBytes(`B${'Q'.repeat(86)}`) });
    push.subscription = old;
    render();
    await waitFor(() => expect(status()).toBe('off'));
    fireEvent.click(screen.getByRole('button', { name: 'Bu tarayıcıda bildirimleri aç' }));
    await waitFor(() => expect(status()).toBe('on'));
    expect(old.unsubscribed).toBe(true);
    expect(push.subscribe).toHaveBeenCalledTimes(1);
  });

  it('says so in Turkish when permission is refused', async () => {
    permission.answer = 'denied';
    render();
    await waitFor(() => expect(status()).toBe('off'));
    fireEvent.click(screen.getByRole('button', { name: 'Bu tarayıcıda bildirimleri aç' }));
    await waitFor(() => expect(status()).toBe('denied'));
    expect(screen.getByText(/Bildirim izni verilmedi\./)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('says when permission was refused before', async () => {
    permission.current = 'denied';
    render();
    await waitFor(() => expect(status()).toBe('denied'));
  });

  it('says when the browser has no push support', async () => {
    removePush();
    render();
    await waitFor(() => expect(status()).toBe('unsupported'));
    expect(screen.getByText('Bu tarayıcı bildirimleri desteklemiyor.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reports a failed subscription and stays off', async () => {
    push.subscribe.mockRejectedValueOnce(new Error('AbortError'));
    const view = render();
    await waitFor(() => expect(status()).toBe('off'));
    fireEvent.click(screen.getByRole('button', { name: 'Bu tarayıcıda bildirimleri aç' }));
    await waitFor(() =>
      expect(view.toastTexts()).toContain(
        'Tarayıcı bildirimleri açılamadı. Lütfen tekrar deneyin.',
      ),
    );
    expect(status()).toBe('off');
    expect(calls).toEqual([]);
  });
});
