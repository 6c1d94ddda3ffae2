import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * Lets go of a websocket's upgrade request once the socket is open. @fastify/websocket keeps the request
 * reachable for the socket's whole life: its 'error' listener closes over the request and the reply, and the
 * reply's raw response stays assigned to the TCP socket. That is a request, a reply, their logger and the
 * handshake's headers held by every idle socket. The library's listener is replaced by one that ignores the
 * error (the 'close' that follows is what the hub and the sessions act on).
 */
export function releaseUpgrade(socket: WebSocket, request: FastifyRequest): void {
  socket.removeAllListeners('error');
  socket.on('error', ignore);
  const tcp = request.raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | null;
  const response = tcp?._httpMessage;
  if (tcp && response) response.detachSocket(tcp);
}

function ignore(): void {}
