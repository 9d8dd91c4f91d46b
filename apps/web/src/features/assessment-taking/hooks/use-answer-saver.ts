import type { AnswerValue } from '@bright/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { AnswerSaver, type SaveState } from '../lib/answer-saver';

export type { SaveState };

/** A dropped connection (status 0), a time-out or a server fault is worth retrying; a refusal (4xx) is not. */
const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** The answer saver of one attempt, with its state for the indicator. Mount once per attempt. */
export function useAnswerSaver(
  responseId: string,
  save: (questionId: string, answer: AnswerValue) => Promise<unknown>,
) {
  const [state, setState] = useState<SaveState>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saver] = useState(() => new AnswerSaver(responseId, save, isRetryable, setState, setRefusal));
  useEffect(() => {
    saver.start();
    return () => saver.stop();
  }, [saver]);
  return { state, refusal, saver };
}
