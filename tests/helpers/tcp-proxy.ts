import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * A TCP proxy in the test process, between the server and PostgreSQL:
 * `cut()` is the database going away (every open connection ended, new ones
 * refused, as on a restart or a failover), `restore()` its return on the
 * same address.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: {
  host: string;
  port: number;
}): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  };
  const makeServer = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream).pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () =>
        resolve((server.address() as { port: number }).port),
      );
    });
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  let server: Server | undefined = makeServer();
  const port = await listen(server, 0);
  return {
    port,
    async cut() {
      if (!server) return;
      const open = server;
      server = undefined;
      await stop(open);
    },
    async restore() {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    async close() {
      if (server) await stop(server);
      server = undefined;
    },
  };
}

/** True when something accepts connections at host:port within a second. */
export function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}
