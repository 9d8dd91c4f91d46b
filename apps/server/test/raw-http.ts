import net from 'node:net';

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/**
 * Sends one request over a plain TCP socket, byte for byte: no client normalises the path (fetch and
 * inject resolve `%2e%2e`), and a server that answers before reading everything (431) is not an error.
 */
export function rawHttp(
  baseUrl: string,
  requestLine: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const head = [
    requestLine,
    `Host: ${hostname}:${port}`,
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: hostname, port: Number(port) });
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close while a huge request is still being written: keep what it answered.
    socket.on('error', (error) => {
      if (chunks.length === 0) reject(error);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!match) return reject(new Error(`No HTTP response: ${text.slice(0, 200)}`));
      const split = text.indexOf('\r\n\r\n');
      resolve({ status: Number(match[1]), head: text.slice(0, split), body: split >= 0 ? text.slice(split + 4) : '' });
    });
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
  });
}
