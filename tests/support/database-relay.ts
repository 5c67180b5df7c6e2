import { createServer, connect, type Server, type Socket } from "node:net";

/**
 * A TCP relay to the test database that can be cut and restored: a database that goes away and
 * comes back, for a server instance (or a pool) that connects through it. Cut, it drops every open
 * connection and refuses new ones, as a database that restarts or a network that fails does.
 */
export interface DatabaseRelay {
  /** The database URL through the relay. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startDatabaseRelay(target: URL): Promise<DatabaseRelay> {
  const sockets = new Set<Socket>();
  let up = true;
  const server: Server = createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = new URL(target.toString());
  url.hostname = "127.0.0.1";
  url.port = String(port);
  return {
    url: url.toString(),
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
