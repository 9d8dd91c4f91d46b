import type {
  LiveQuizAnswerAck,
  LiveQuizLeaderEntry,
  LiveQuizOwnResult,
  LiveQuizPlayerSnapshot,
  LiveQuizQuestionView,
  LiveQuizReveal,
} from '@bright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type QuizSocket, askQuiz, clockOffset, openQuizSocket, playerTokens } from '../lib/quiz-socket';

export type PlayerStage = 'entry' | 'waiting' | 'question' | 'reveal' | 'ended' | 'kicked';

export interface PlayerState {
  stage: PlayerStage;
  me: LiveQuizPlayerSnapshot | null;
  question: LiveQuizQuestionView | null;
  offsetMs: number;
  paused: boolean;
  chosen: string[] | null;
  /** An answer given while offline, sent once the connection is back. */
  pending: string[] | null;
  reveal: LiveQuizReveal | null;
  result: LiveQuizOwnResult | null;
  podium: LiveQuizLeaderEntry[];
  error: string | null;
}

const initial: PlayerState = {
  stage: 'entry',
  me: null,
  question: null,
  offsetMs: 0,
  paused: false,
  chosen: null,
  pending: null,
  reveal: null,
  result: null,
  podium: [],
  error: null,
};

function fromSnapshot(snapshot: LiveQuizPlayerSnapshot): Partial<PlayerState> {
  const stage: PlayerStage = !snapshot.approved
    ? 'waiting'
    : snapshot.phase === 'QUESTION'
      ? 'question'
      : snapshot.phase === 'ENDED'
        ? 'ended'
        : snapshot.phase === 'REVEAL'
          ? 'reveal'
          : 'waiting';
  return {
    me: snapshot,
    stage,
    question: snapshot.question,
    offsetMs: snapshot.question ? clockOffset(snapshot.question.serverNow) : 0,
    paused: snapshot.question?.paused ?? false,
    chosen: snapshot.answered,
    // A reload between questions shows the reveal and the player's own result again.
    reveal: snapshot.reveal,
    result: snapshot.result,
    podium: snapshot.phase === 'ENDED' ? snapshot.leaderboard : [],
    error: null,
  };
}

/**
 * A player's side of the game: join by code (by account when signed in as a student of the class),
 * rejoin by the token kept in the tab after a reload or a dropped connection, answer once.
 */
export function useQuizPlayer(initialCode = '') {
  const [state, setState] = useState<PlayerState>(initial);
  const socketRef = useRef<QuizSocket | null>(null);
  // A reload keeps the code in the address and the token in the tab: the first connection rejoins.
  const codeRef = useRef<string | null>(initialCode || null);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const patch = useCallback((part: Partial<PlayerState>) => setState((old) => ({ ...old, ...part })), []);

  const sendAnswer = useCallback(
    async (optionIds: string[]) => {
      const { me, question } = stateRef.current;
      const socket = socketRef.current;
      if (!me || !question || !socket) return;
      if (!socket.connected) return patch({ pending: optionIds, chosen: optionIds });
      const answer = await askQuiz<LiveQuizAnswerAck>(socket, 'liveQuiz:answer', {
        gameId: me.gameId,
        questionIndex: question.index,
        optionIds,
      });
      patch(
        answer.ok
          ? { chosen: answer.data.optionIds, pending: null, error: null }
          : { pending: null, error: answer.message },
      );
    },
    [patch],
  );

  const rejoin = useCallback(async () => {
    const socket = socketRef.current;
    const code = codeRef.current;
    const token = code ? playerTokens.read(code) : null;
    if (!socket || !code || !token) return;
    const answer = await askQuiz<LiveQuizPlayerSnapshot>(socket, 'liveQuiz:rejoin', { code, playerToken: token });
    if (!answer.ok) {
      playerTokens.forget(code);
      return patch({ error: answer.message });
    }
    patch(fromSnapshot(answer.data));
    const pending = stateRef.current.pending;
    if (pending && !answer.data.answered && answer.data.question) await sendAnswer(pending);
  }, [patch, sendAnswer]);

  useEffect(() => {
    const socket = openQuizSocket();
    socketRef.current = socket;
    socket.on('connect', () => void rejoin());
    socket.on('liveQuiz:question', (question) =>
      patch({
        stage: 'question',
        question,
        offsetMs: clockOffset(question.serverNow),
        paused: false,
        chosen: null,
        reveal: null,
        result: null,
      }),
    );
    socket.on('liveQuiz:paused', ({ paused, deadline, serverNow }) =>
      setState((old) => ({
        ...old,
        paused,
        offsetMs: clockOffset(serverNow),
        question: old.question ? { ...old.question, deadline } : null,
      })),
    );
    socket.on('liveQuiz:reveal', (reveal) => patch({ stage: 'reveal', reveal }));
    socket.on('liveQuiz:result', (result) =>
      setState((old) => ({
        ...old,
        result,
        me: old.me ? { ...old.me, score: result.score, rank: result.rank } : null,
      })),
    );
    socket.on('liveQuiz:ended', ({ podium }) => patch({ stage: 'ended', podium }));
    socket.on('liveQuiz:approved', () =>
      patch({ stage: 'waiting', me: stateRef.current.me && { ...stateRef.current.me, approved: true } }),
    );
    socket.on('liveQuiz:kicked', ({ message }) => {
      if (codeRef.current) playerTokens.forget(codeRef.current);
      patch({ stage: 'kicked', error: message });
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [patch, rejoin]);

  const join = useCallback(
    async (code: string, nickname?: string) => {
      const socket = socketRef.current;
      if (!socket) return;
      codeRef.current = code;
      if (playerTokens.read(code)) return rejoin();
      const answer = await askQuiz<LiveQuizPlayerSnapshot>(socket, 'liveQuiz:join', {
        code,
        ...(nickname ? { nickname } : {}),
      });
      if (!answer.ok) return patch({ error: answer.message });
      playerTokens.write(code, answer.data.playerToken);
      patch(fromSnapshot(answer.data));
    },
    [patch, rejoin],
  );

  return { state, join, answer: sendAnswer };
}
