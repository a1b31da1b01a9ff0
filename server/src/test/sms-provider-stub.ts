import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  authorization: string | undefined;
  contentType: string | undefined;
  body: { to: string; text: string };
}

/**
 * A stand-in SMS provider on a local port (what SMS_GATEWAY_URL points at in tests): records
 * what arrives, answers as told.
 */
export class StubSmsProvider {
  readonly received: ReceivedSms[] = [];
  status = 200;
  private server: Server | null = null;

  /** Listens on 127.0.0.1 and returns the URL to put in SMS_GATEWAY_URL. */
  async start(): Promise<string> {
    this.server = createServer((request: IncomingMessage, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      request.on('end', () => {
        this.received.push({
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body: JSON.parse(raw) as ReceivedSms['body'],
        });
        response.writeHead(this.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: `msg-${this.received.length}` }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/sms`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
