import {
  type ChatBody,
  type ChatMeta,
  type Citation,
  type ThreadMessage,
  chatCompletionRoute,
} from '@bright/contracts';
import { ApiError, reportFailure } from '../../../lib/api-client';
import { readStoredSession } from '../../../lib/session-store';

export type ChatEvent =
  | { event: 'meta'; data: ChatMeta }
  | { event: 'passages'; data: { passages: Citation[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { message: ThreadMessage; dropped: number[] } }
  | { event: 'error'; data: { message: string; code: string; cut: ThreadMessage } };

/** POSTs a question with the token in a header (EventSource cannot) and hands each event over as it comes. */
export async function streamChat(body: ChatBody, onEvent: (event: ChatEvent) => void, signal: AbortSignal) {
  const token = readStoredSession()?.token;
  const response = await fetch(chatCompletionRoute.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { access_token: token } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const failure = (await response.json().catch(() => ({}))) as { message?: string };
    reportFailure(response.status, failure, { silent: true }, token);
    throw new ApiError(response.status, failure.message ?? response.statusText, failure);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) onEvent({ event, data: JSON.parse(data) } as ChatEvent);
    }
  }
}
