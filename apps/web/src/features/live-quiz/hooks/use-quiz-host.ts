import type {
  LiveQuizHostSnapshot,
  LiveQuizLeaderEntry,
  LiveQuizPlayerView,
  LiveQuizQuestionView,
  LiveQuizReveal,
} from '@bright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type QuizSocket, askQuiz, clockOffset, openQuizSocket } from '../lib/quiz-socket';

export interface HostState {
  snapshot: LiveQuizHostSnapshot | null;
  players: LiveQuizPlayerView[];
  question: LiveQuizQuestionView | null;
  offsetMs: number;
  paused: boolean;
  locked: boolean;
  answered: number;
  reveal: LiveQuizReveal | null;
  podium: LiveQuizLeaderEntry[] | null;
  error: string | null;
}

/** The host's side: the game's state as the server pushes it, and its controls. */
export function useQuizHost(gameId: string) {
  const [state, setState] = useState<HostState>({
    snapshot: null,
    players: [],
    question: null,
    offsetMs: 0,
    paused: false,
    locked: false,
    answered: 0,
    reveal: null,
    podium: null,
    error: null,
  });
  const socketRef = useRef<QuizSocket | null>(null);
  const patch = useCallback((part: Partial<HostState>) => setState((old) => ({ ...old, ...part })), []);

  useEffect(() => {
    const socket = openQuizSocket();
    socketRef.current = socket;
    socket.on('connect', async () => {
      const answer = await askQuiz<LiveQuizHostSnapshot>(socket, 'liveQuiz:host', { gameId });
      if (!answer.ok) return patch({ error: answer.message });
      const snap = answer.data;
      patch({
        snapshot: snap,
        players: snap.players,
        question: snap.question,
        offsetMs: snap.question ? clockOffset(snap.question.serverNow) : 0,
        paused: snap.paused,
        locked: snap.locked,
        answered: snap.answeredCount,
        reveal: snap.reveal,
        podium: snap.game.phase === 'ENDED' ? snap.leaderboard : null,
      });
    });
    socket.on('liveQuiz:players', (players) => patch({ players }));
    socket.on('liveQuiz:question', (question) =>
      patch({ question, offsetMs: clockOffset(question.serverNow), paused: false, answered: 0, reveal: null }),
    );
    socket.on('liveQuiz:answered', ({ answered }) => patch({ answered }));
    socket.on('liveQuiz:paused', ({ paused, deadline, serverNow }) =>
      setState((old) => ({
        ...old,
        paused,
        offsetMs: clockOffset(serverNow),
        question: old.question ? { ...old.question, deadline } : null,
      })),
    );
    socket.on('liveQuiz:reveal', (reveal) => patch({ reveal }));
    socket.on('liveQuiz:lockChanged', ({ locked }) => patch({ locked }));
    socket.on('liveQuiz:ended', ({ podium }) => patch({ podium }));
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [gameId, patch]);

  const command = useCallback(
    async (event: 'liveQuiz:next' | 'liveQuiz:pause' | 'liveQuiz:skip' | 'liveQuiz:end', extra = {}) => {
      if (!socketRef.current) return;
      const answer = await askQuiz(socketRef.current, event, { gameId, ...extra });
      patch({ error: answer.ok ? null : answer.message });
    },
    [gameId, patch],
  );
  const onPlayer = useCallback(
    async (event: 'liveQuiz:kick' | 'liveQuiz:approve', playerId: string, accept?: boolean) => {
      if (!socketRef.current) return;
      const payload = { gameId, playerId, ...(accept === undefined ? {} : { accept }) };
      const answer = await askQuiz(socketRef.current, event, payload);
      patch({ error: answer.ok ? null : answer.message });
    },
    [gameId, patch],
  );
  const setLocked = useCallback(
    async (locked: boolean) => {
      if (!socketRef.current) return;
      const answer = await askQuiz(socketRef.current, 'liveQuiz:lock', { gameId, locked });
      patch(answer.ok ? { locked, error: null } : { error: answer.message });
    },
    [gameId, patch],
  );
  return { state, command, onPlayer, setLocked };
}
