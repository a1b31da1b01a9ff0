import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema';
import { createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { callAs } from '../../test/notice-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { PushFailed, PushGateway, PushSubscriptionGone } from './push-gateway';
import {
  isAllowedEndpoint,
  isPublicAddress,
  PUSH_SERVICE_HOSTS,
  type Resolve,
} from './push-services';
import { subscribePushLimits } from './routes';

const keys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

/** The spellings of the issue (and a few more): each points inside, or off a push service. */
const inside = [
  // Development once took any port and path on 127.0.0.1, and 127.1 is the same host.
  'http://127.0.0.1:5432/any/path',
  'http://127.0.0.1:9000/push/a',
  'http://127.1:8080/x',
  'https://127.1/x',
  // Production checked the name, never what it resolves to.
  'https://169.254.169.254.nip.io/latest/meta-data/',
  'https://kubernetes.default.svc/api',
  'https://db.lan:5432/',
  'https://localhost./',
  'https://localhost/push',
  'https://10.0.0.1/push',
  'https://[::1]/push',
  // A push service's host, but not https on port 443, or with credentials.
  'http://fcm.googleapis.com/fcm/send/abc',
  'https://fcm.googleapis.com:8443/fcm/send/abc',
  'https://user:pw@fcm.googleapis.com/fcm/send/abc',
  // Names that only look like a push service's.
  'https://fcm.googleapis.com.evil.example/fcm/send/abc',
  'https://fcm.googleapis.com./fcm/send/abc',
  'https://push.apple.com/abc',
  'https://evilpush.apple.com/abc',
  'https://notify.windows.com.evil.example/w/?token=abc',
  'https://android.googleapis.com/gcm/send/abc',
  'ftp://updates.push.services.mozilla.com/wpush/v2/x',
  'not a url',
];

/** Endpoints as the real push services hand them out (Chrome, Firefox, Safari, Edge). */
const real = [
  'https://fcm.googleapis.com/fcm/send/dXk1bGs6APA91bH_example',
  'https://fcm.googleapis.com/wp/dXk1bGs6APA91bH_example',
  'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABexample',
  'https://web.push.apple.com/QGx5bWFpbC5leGFtcGxl',
  'https://wns2-par02p.notify.windows.com/w/?token=BQYAAADexample',
  'https://FCM.googleapis.com:443/fcm/send/upper-case-and-default-port',
];

describe('Push endpoints: only the browsers’ push services, never the inside', () => {
  let t: TestApp;
  let member: SignedInMember;

  beforeAll(async () => {
    // As `npm start` runs it: development, and no test push origin configured.
    t = await createTestApp({ env: { NODE_ENV: 'development' } });
    member = await createSignedInMember(t.app);
  }, setupTimeout);
  afterAll(async () => {
    await t?.close();
  });

  it('lists each push service once, with wildcard entries only for whole labels', () => {
    expect(PUSH_SERVICE_HOSTS).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
  });

  it.each(inside)('subscribePush refuses %s, and saves nothing', async (endpoint) => {
    const response = await callAs(t, member, 'subscribePush', { endpoint, keys: keys() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Bildirim adresi geçersiz: yalnızca tarayıcıların bildirim servislerinin (Chrome, Firefox, Safari, Edge) https adresleri kabul edilir.',
    );
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toEqual([]);
  });

  it('subscribePush takes the real push services’ endpoints', async () => {
    const other = await createSignedInMember(t.app);
    for (const endpoint of real) {
      const response = await callAs(t, other, 'subscribePush', { endpoint, keys: keys() });
      expect([endpoint, response.statusCode]).toEqual([endpoint, 200]);
    }
    const saved = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, other.user.uid));
    expect(saved).toHaveLength(real.length);
  });

  it('takes a local test origin only when configured, and only that origin', () => {
    const testOrigin = 'http://127.0.0.1:40123';
    expect(isAllowedEndpoint(`${testOrigin}/push/a`, { testOrigin })).toBe(true);
    expect(isAllowedEndpoint(`${testOrigin}/push/a`, { testOrigin: null })).toBe(false);
    expect(isAllowedEndpoint('http://127.0.0.1:40124/push/a', { testOrigin })).toBe(false);
    expect(isAllowedEndpoint('http://127.1:40123/push/a', { testOrigin })).toBe(true);
    for (const endpoint of real) expect(isAllowedEndpoint(endpoint, { testOrigin })).toBe(true);
  });

  it('limits subscribePush per member, like comments', async () => {
    const busy = await createSignedInMember(t.app);
    const statuses: number[] = [];
    for (let i = 0; i <= subscribePushLimits.burst.limit; i++) {
      const endpoint = `https://fcm.googleapis.com/fcm/send/limit-${i}-${busy.user.uid}`;
      statuses.push(
        (await callAs(t, busy, 'subscribePush', { endpoint, keys: keys() })).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const last = await callAs(t, busy, 'subscribePush', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/one-more',
      keys: keys(),
    });
    expect(statuses.at(-1)).toBe(429);
    expect(last.json().error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: 'Bildirim ayarını çok sık değiştirdiniz, biraz sonra tekrar deneyin.',
    });
    // Another member is not affected.
    const other = await createSignedInMember(t.app);
    const theirs = await callAs(t, other, 'subscribePush', {
      endpoint: 'https://fcm.googleapis.com/fcm/send/someone-else',
      keys: keys(),
    });
    expect(theirs.statusCode).toBe(200);
  });
});

describe('Sending a push: connected to public addresses only', () => {
  const vapid = { publicKey: `B${'A'.repeat(86)}`, privateKey: 'a'.repeat(43) };
  const payload = { title: 'Başlık', body: 'Metin', url: '/acik-arttirmalar/1' };

  /** A resolver that answers `addresses` for every name, and notes the names asked. */
  function stubResolver(addresses: string[]) {
    const asked: string[] = [];
    const resolve: Resolve = (hostname, _options, callback) => {
      asked.push(hostname);
      const answer: LookupAddress[] = addresses.map((address) => ({
        address,
        family: address.includes(':') ? 6 : 4,
      }));
      setImmediate(() => callback(null, answer));
    };
    return { resolve, asked };
  }

  const subscription = (endpoint: string) => {
    const k = keys();
    return { id: 1, endpoint, p256dh: k.p256dh, auth: k.auth };
  };

  it.each([
    ['loopback', ['127.0.0.1']],
    ['private', ['10.1.2.3']],
    ['link-local (cloud metadata)', ['169.254.169.254']],
    ['IPv6 loopback', ['::1']],
    ['IPv4-mapped private', ['::ffff:192.168.1.10']],
    ['unique local IPv6', ['fd00::1']],
    ['carrier-grade NAT', ['100.64.0.1']],
    ['public-and-private', ['142.250.184.170', '10.0.0.7']],
  ])('refuses a push service whose name resolves to a %s address', async (_kind, addresses) => {
    const { resolve, asked } = stubResolver(addresses);
    const gateway = new PushGateway(vapid, 'mailto:a@b.cd', { testOrigin: null }, resolve);
    const sent = gateway.send(subscription('https://fcm.googleapis.com/fcm/send/abc'), payload);
    // A failure the notice sender retries later (the subscription is kept): the resolver is
    // at fault, not the subscription, and no connection was made.
    await expect(sent).rejects.toThrow(PushFailed);
    await expect(sent).rejects.toThrow(/non-public address/);
    expect(asked).toEqual(['fcm.googleapis.com']);
  });

  it('drops a stored subscription whose endpoint is no push service, without connecting', async () => {
    const { resolve, asked } = stubResolver(['142.250.184.170']);
    const gateway = new PushGateway(vapid, 'mailto:a@b.cd', { testOrigin: null }, resolve);
    for (const endpoint of ['https://db.lan:5432/', 'http://127.0.0.1:9000/push/a']) {
      await expect(gateway.send(subscription(endpoint), payload)).rejects.toThrow(
        PushSubscriptionGone,
      );
    }
    expect(asked).toEqual([]);
  });

  it('classifies addresses with ipaddr.js: only public unicast is public', () => {
    for (const address of ['142.250.184.170', '17.57.146.20', '2a00:1450:4001:82b::200a']) {
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    }
    for (const address of [
      '127.0.0.1',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
  });
});
