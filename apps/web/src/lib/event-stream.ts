import { ApiError, type CallOptions, reportFailure } from './api-client';
import { readStoredSession } from './session-store';

/**
 * POSTs to a Server-Sent Events route with the session token in a header (EventSource cannot send one) and
 * hands each `event:`/`data:` block over as it arrives. A refusal goes through the API client's handling.
 */
export async function postEventStream(
  path: string,
  body: unknown,
  onEvent: (event: string, data: unknown) => void,
  signal: AbortSignal,
  options: CallOptions = {},
) {
  const token = readStoredSession()?.token;
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { access_token: token } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok || !response.body) {
    const failure = (await response.json().catch(() => ({}))) as { message?: string };
    reportFailure(response.status, failure, options, token);
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
      if (event && data) onEvent(event, JSON.parse(data));
    }
  }
}
