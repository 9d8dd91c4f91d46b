import {
  type ChatBody,
  type ChatMeta,
  type Citation,
  type ThreadMessage,
  chatCompletionRoute,
} from '@bright/contracts';
import { postEventStream } from '../../../lib/event-stream';

export type ChatEvent =
  | { event: 'meta'; data: ChatMeta }
  | { event: 'passages'; data: { passages: Citation[] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { message: ThreadMessage; dropped: number[] } }
  | { event: 'error'; data: { message: string; code: string; cut: ThreadMessage } };

/** POSTs a question with the token in a header (EventSource cannot) and hands each event over as it comes. */
export function streamChat(body: ChatBody, onEvent: (event: ChatEvent) => void, signal: AbortSignal) {
  return postEventStream(
    chatCompletionRoute.path,
    body,
    (event, data) => onEvent({ event, data } as ChatEvent),
    signal,
    { silent: true },
  );
}
