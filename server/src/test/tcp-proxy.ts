import net from 'node:net';

/**
 * A TCP proxy a test owns, in front of a real server (PostgreSQL): `cut()` drops every open
 * connection and refuses new ones, as a database that went away; `restore()` lets them through
 * again (the outage test).
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let up = true;
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    async cut() {
      up = false;
      for (const socket of [...open]) socket.destroy();
      open.clear();
      // Let the clients see their connections end.
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
    restore() {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
