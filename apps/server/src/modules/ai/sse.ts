import type { FastifyReply } from 'fastify';

/**
 * A Server-Sent Events answer on the raw response (after every check that can answer with a JSON 4xx has
 * passed). `signal` aborts when the client goes away before the stream ends, so the model call stops.
 */
export interface SseStream {
  send: (event: string, data: unknown) => void;
  end: () => void;
  signal: AbortSignal;
}

export function openSse(reply: FastifyReply): SseStream {
  const gone = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.on('close', () => {
    if (!raw.writableFinished) gone.abort();
  });
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 10_000);
  return {
    signal: gone.signal,
    send: (event, data) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => {
      clearInterval(heartbeat);
      if (!raw.writableEnded) raw.end();
    },
  };
}
