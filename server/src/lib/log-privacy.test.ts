import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { networkOf, requestLogView } from './log-privacy';

describe('request logs keep no whole client address', () => {
  it('cuts an address to its network', () => {
    expect(networkOf('85.105.12.77')).toBe('85.105.12.0/24');
    expect(networkOf('::ffff:85.105.12.77')).toBe('85.105.12.0/24');
    expect(networkOf('2a02:e0:1234:5678:9abc::1')).toBe('2a02:e0:1234::/48');
    expect(networkOf('127.0.0.1')).toBe('127.0.0.0/24');
    expect(networkOf('kötü')).toBeUndefined();
    expect(networkOf(undefined)).toBeUndefined();
  });

  it('writes the network, never the address, in a request’s log line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', stream, serializers: { req: requestLogView } },
      trustProxy: true,
    });
    app.get('/', async () => ({}));
    await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-for': '85.105.12.77' } });
    await app.close();
    const text = lines.join('');
    expect(text).toContain('"remoteNetwork":"85.105.12.0/24"');
    expect(text).not.toContain('85.105.12.77');
    expect(text).not.toContain('remoteAddress');
  });
});
