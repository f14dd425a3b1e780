import type { Server, Socket } from 'node:net';

/**
 * At most `max` connections open at once from one peer address on `server` (HTTP and upgraded
 * sockets alike): a connection past it is destroyed before a byte is read. `exempt` addresses (a
 * trusted proxy, behind which every fan shares one address) are not counted.
 */
export function capConnectionsPerAddress(
  server: Server,
  { max, exempt, onRefused }: { max: number; exempt: (address: string) => boolean; onRefused: (address: string) => void },
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      onRefused(address);
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
