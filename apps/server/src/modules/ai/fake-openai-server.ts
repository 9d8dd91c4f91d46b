import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';

/**
 * A loopback HTTP server speaking the OpenAI chat format (JSON and streamed SSE chunks), for tests and the
 * browser journey: it is the far side of the provider layer, never a mock of our code. `behaviour` switches
 * how it misbehaves; `reply` decides what the assistant says for each request.
 */
export type FakeBehaviour =
  'ok' | 'fenced' | 'tooMany' | 'invalidOnce' | 'invalid' | '429' | '500' | 'stall' | 'badKey';

export interface FakeRequest {
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: unknown;
    stream_options?: unknown;
  };
  authorization: string | undefined;
}

/** One POST /audio/transcriptions, as its multipart body was parsed. */
export interface FakeTranscriptionRequest {
  model: string;
  language: string | null;
  responseFormat: string | null;
  fileName: string;
  fileType: string;
  bytes: Buffer;
  authorization: string | undefined;
}

export interface FakeOpenAi {
  url: string;
  requests: FakeRequest[];
  transcriptions: FakeTranscriptionRequest[];
  /** What the speech-to-text model hears in each chunk. */
  transcribe: (request: FakeTranscriptionRequest) => string;
  behaviour: FakeBehaviour;
  /** Whether a streaming client went away before the stream finished (the model call was stopped). */
  aborted: number;
  reply: (request: FakeRequest) => string;
  close: () => Promise<void>;
}

export const FAKE_API_KEY = 'sk-loopback-test';

const readBytes = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
const readBody = async (req: IncomingMessage) => (await readBytes(req)).toString();

export const FAKE_TRANSCRIPT = 'Plants make their food from sunlight in the leaves. Why do you think leaves are green?';

/** Parses the multipart body with the platform's own parser (undici), as a real server would. */
async function handleTranscription(fake: FakeOpenAi, req: IncomingMessage, res: ServerResponse) {
  const bytes = await readBytes(req);
  const form = await new Response(new Uint8Array(bytes), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  })
    .formData()
    .catch(() => null);
  const file = form?.get('file');
  const model = form?.get('model');
  if (!form || !(file instanceof Blob) || typeof model !== 'string')
    return refuse(res, 400, 'file and model are required');
  const request: FakeTranscriptionRequest = {
    model,
    language: (form.get('language') as string | null) ?? null,
    responseFormat: (form.get('response_format') as string | null) ?? null,
    fileName: (file as File).name ?? '',
    fileType: file.type,
    bytes: Buffer.from(await file.arrayBuffer()),
    authorization: req.headers.authorization,
  };
  fake.transcriptions.push(request);
  if (fake.behaviour === 'badKey' || request.authorization !== `Bearer ${FAKE_API_KEY}`)
    return refuse(res, 401, 'Incorrect API key provided');
  if (fake.behaviour === '429') return refuse(res, 429, 'Rate limit reached', { 'retry-after': '0' });
  if (fake.behaviour === '500') return refuse(res, 500, 'The server had an error');
  if (fake.behaviour === 'stall') return;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ text: fake.transcribe(request) }));
}

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: {
    prompt_tokens: 40,
    completion_tokens: Math.ceil(content.length / 4),
    total_tokens: 40 + Math.ceil(content.length / 4),
  },
});

/** Makes the first answer of a quiz over-long: seven questions instead of the asked number. */
function tooMany(content: string) {
  try {
    const parsed = JSON.parse(content) as { questions?: unknown[] };
    if (!parsed.questions?.length) return content;
    while (parsed.questions.length < 7) parsed.questions.push(parsed.questions[0]);
    return JSON.stringify(parsed);
  } catch {
    return content;
  }
}

function shape(fake: FakeOpenAi, content: string, attempt: number) {
  if (fake.behaviour === 'fenced') return '```json\n' + content + '\n```';
  if (fake.behaviour === 'tooMany') return tooMany(content);
  if (fake.behaviour === 'invalid' || (fake.behaviour === 'invalidOnce' && attempt === 1))
    return 'I am sorry, here is your quiz: {"questions": [{"question": "?"}]}';
  return content;
}

async function stream(fake: FakeOpenAi, res: ServerResponse, model: string, content: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
  const chunk = (delta: Record<string, string>, finish: string | null = null) =>
    send({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
  let finished = false;
  res.on('close', () => {
    if (!finished) fake.aborted += 1;
  });
  chunk({ role: 'assistant', content: '' });
  const pieces = content.match(/[\s\S]{1,24}/g) ?? [];
  for (const [index, piece] of pieces.entries()) {
    if (res.destroyed) return;
    if (fake.behaviour === 'stall' && index === 2) return; // keeps the connection open, says nothing more
    chunk({ content: piece });
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  chunk({}, 'stop');
  send({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    model,
    choices: [],
    usage: { prompt_tokens: 40, completion_tokens: pieces.length, total_tokens: 40 + pieces.length },
  });
  res.write('data: [DONE]\n\n');
  finished = true;
  res.end();
}

function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { message, type: 'fake_error', code: status } }));
}

async function handle(fake: FakeOpenAi, req: IncomingMessage, res: ServerResponse, attempts: { count: number }) {
  if (req.method === 'POST' && req.url?.endsWith('/audio/transcriptions')) return handleTranscription(fake, req, res);
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return refuse(res, 404, 'Not found');
  const request: FakeRequest = { body: JSON.parse(await readBody(req)), authorization: req.headers.authorization };
  fake.requests.push(request);
  if (fake.behaviour === 'badKey' || request.authorization !== `Bearer ${FAKE_API_KEY}`)
    return refuse(res, 401, 'Incorrect API key provided');
  if (fake.behaviour === '429') return refuse(res, 429, 'Rate limit reached', { 'retry-after': '0' });
  if (fake.behaviour === '500') return refuse(res, 500, 'The server had an error');
  attempts.count += 1;
  const content = shape(fake, fake.reply(request), attempts.count);
  if (request.body.stream) return stream(fake, res, request.body.model, content);
  if (fake.behaviour === 'stall') return; // never answers
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(completion(request.body.model, content)));
}

export async function startFakeOpenAi(reply: FakeOpenAi['reply'] = () => 'Hello'): Promise<FakeOpenAi> {
  const attempts = { count: 0 };
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    handle(fake, req, res, attempts).catch(() => refuse(res, 400, 'Bad request'));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('No TCP address');
  const fake: FakeOpenAi = {
    url: `http://127.0.0.1:${address.port}/v1`,
    requests: [],
    transcriptions: [],
    transcribe: () => FAKE_TRANSCRIPT,
    behaviour: 'ok',
    aborted: 0,
    reply,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  Object.defineProperty(fake, 'behaviour', {
    get: () => state.behaviour,
    set: (value: FakeBehaviour) => {
      state.behaviour = value;
      attempts.count = 0;
    },
  });
  const state = { behaviour: 'ok' as FakeBehaviour };
  return fake;
}
