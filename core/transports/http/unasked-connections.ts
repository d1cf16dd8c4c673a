import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Connections the server has accepted on which no request has arrived yet. The bulkhead counts a request only once
 * it arrives, so a stop that waited for the bulkhead alone would cut a connection accepted just before the listener
 * closed while its request was still on the way: a reset its client cannot safely retry.
 */
export class UnaskedConnections {
  private readonly sockets = new Set<Socket>();
  private waiters: (() => void)[] = [];

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.settle(socket));
    });
    server.on('request', (req) => this.settle(req.socket));
  }

  get count(): number {
    return this.sockets.size;
  }

  /** Resolves once every accepted connection has sent a request or closed (at once when none is waiting). */
  whenNone(): Promise<void> {
    if (this.sockets.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private settle(socket: Socket): void {
    if (!this.sockets.delete(socket) || this.sockets.size > 0) return;
    for (const wake of this.waiters.splice(0)) wake();
  }
}
