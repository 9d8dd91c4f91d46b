// The streaming load generator, in a process of its own: N streamed POSTs at once; for each, the time to
// its first token and the gaps between tokens. A "token" is a Server-Sent Event carrying text: an OpenAI
// chunk with delta content (the provider called directly), or an `event: delta` (through the server).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

function isToken(block, kind) {
  if (kind === 'server') return /^event: delta$/m.test(block);
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!data || data === '[DONE]') return false;
  try {
    return Boolean(JSON.parse(data).choices?.[0]?.delta?.content);
  } catch {
    return false;
  }
}

function one({ url, headers, body, kind }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const marks = [];
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } });
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`status ${response.statusCode}`));
        response.resume();
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        const now = performance.now();
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) if (isToken(block, kind)) marks.push(now - started);
      });
      response.on('end', () => resolve(marks));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

process.once('message', async (task) => {
  try {
    const runs = await Promise.all(Array.from({ length: task.concurrency }, () => one(task)));
    const results = runs.map((marks) => ({
      ttft: marks[0],
      tokens: marks.length,
      gap: marks.length > 1 ? (marks.at(-1) - marks[0]) / (marks.length - 1) : 0,
    }));
    process.send({ ok: true, results });
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
  process.exit(0);
});
