import { AI_NOTE_CHUNK_SECONDS, type AiNote, type AiNoteChunk, type CreateAiNoteBody } from '@bright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createNote, saveTranscript, uploadChunk } from '../api/ai-notes';

/** A chunk as the recorder shows it: on its way, or as the server answered. */
export interface RecorderChunk {
  index: number;
  state: 'UPLOADING' | 'ERROR' | AiNoteChunk['status'];
  text: string | null;
  note: string | null;
}

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'saving';

interface Session {
  noteId: string;
  language: string;
  stream: MediaStream;
  recorder: MediaRecorder | null;
  cut?: ReturnType<typeof setTimeout>;
  ticker?: ReturnType<typeof setInterval>;
  index: number;
  uploads: Promise<unknown>[];
  startedAt: Date;
  elapsed: number;
  stopping: boolean;
  stopped?: () => void;
  /** Takes each whole chunk as it is cut. */
  onAudio: (index: number, audio: Blob) => void;
}

const CHUNK_MS = AI_NOTE_CHUNK_SECONDS * 1000;
/** SPEC §4: after stopping, the chunks are cleared after 2 seconds. */
export const CLEAR_AFTER_MS = 2000;

const mimeType = () =>
  ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'].find((type) => MediaRecorder.isTypeSupported(type));

/** Records one chunk, a whole file, for 13 seconds; then the next, until the session stops. */
function recordChunk(session: Session) {
  const index = session.index++;
  const type = mimeType();
  const recorder = new MediaRecorder(session.stream, type ? { mimeType: type } : undefined);
  const parts: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) parts.push(event.data);
  };
  recorder.onstop = () => {
    const audio = new Blob(parts, { type: recorder.mimeType || 'audio/webm' });
    if (audio.size > 0) session.onAudio(index, audio);
    if (session.stopping) session.stopped?.();
    else recordChunk(session);
  };
  recorder.start();
  session.recorder = recorder;
  session.cut = setTimeout(() => recorder.state !== 'inactive' && recorder.stop(), CHUNK_MS);
}

/**
 * SPEC §4 recording: the microphone recorded in 13-second chunks, each a whole file (the recorder is
 * stopped and started again, because a timeslice's later blobs lack the header and do not decode alone),
 * each uploaded with its language as it is cut; a timer counts the seconds; stopping uploads the last
 * chunk, saves the transcript with its start, end and elapsed seconds, and clears the chunks 2 s later.
 */
export function useChunkRecorder(options: { failureMessage: string; onSaved: (note: AiNote) => void }) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [elapsed, setElapsed] = useState(0);
  const [chunks, setChunks] = useState<RecorderChunk[]>([]);
  const [error, setError] = useState<unknown>(null);
  const live = useRef<Session | null>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { failureMessage, onSaved } = options;

  const patch = (index: number, change: Partial<RecorderChunk>) =>
    setChunks((all) => all.map((chunk) => (chunk.index === index ? { ...chunk, ...change } : chunk)));

  const send = useCallback(
    (session: Session, index: number, audio: Blob) => {
      setChunks((all) => [...all, { index, state: 'UPLOADING', text: null, note: null }]);
      return uploadChunk(session.noteId, index, session.language, audio, failureMessage)
        .then(({ chunk }) => patch(index, { state: chunk.status, text: chunk.text, note: chunk.note }))
        .catch((problem: unknown) =>
          patch(index, { state: 'ERROR', note: problem instanceof Error ? problem.message : failureMessage }),
        );
    },
    [failureMessage],
  );

  const release = (session: Session) => {
    clearTimeout(session.cut);
    clearInterval(session.ticker);
    for (const track of session.stream.getTracks()) track.stop();
  };

  const start = useCallback(
    async (body: CreateAiNoteBody & { language: string }) => {
      setError(null);
      setPhase('starting');
      clearTimeout(clearTimer.current);
      let stream: MediaStream | null = null;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        const note = await createNote(body);
        const session: Session = {
          noteId: note.id,
          language: body.language,
          stream,
          recorder: null,
          index: 0,
          uploads: [],
          startedAt: new Date(),
          elapsed: 0,
          stopping: false,
          onAudio: (index, audio) => session.uploads.push(send(session, index, audio)),
        };
        live.current = session;
        setChunks([]);
        setElapsed(0);
        session.ticker = setInterval(() => setElapsed(++session.elapsed), 1000);
        recordChunk(session);
        setPhase('recording');
      } catch (problem) {
        for (const track of stream?.getTracks() ?? []) track.stop();
        setError(problem);
        setPhase('idle');
      }
    },
    [send],
  );

  const stop = useCallback(async () => {
    const session = live.current;
    if (!session || session.stopping) return;
    session.stopping = true;
    setPhase('saving');
    await new Promise<void>((resolve) => {
      session.stopped = resolve;
      if (session.recorder && session.recorder.state !== 'inactive') session.recorder.stop();
      else resolve();
    });
    release(session);
    clearTimer.current = setTimeout(() => setChunks([]), CLEAR_AFTER_MS);
    await Promise.allSettled(session.uploads);
    try {
      const note = await saveTranscript({
        noteId: session.noteId,
        startDate: session.startedAt.toISOString(),
        endDate: new Date().toISOString(),
        elapsedSeconds: session.elapsed,
      });
      onSaved(note);
    } catch (problem) {
      setError(problem);
    } finally {
      live.current = null;
      setPhase('idle');
    }
  }, [onSaved]);

  useEffect(
    () => () => {
      clearTimeout(clearTimer.current);
      if (live.current) {
        live.current.stopping = true;
        live.current.recorder?.stop();
        release(live.current);
      }
    },
    [],
  );

  return { phase, elapsed, chunks, error, start, stop };
}

/** The running timer, minutes:seconds (SPEC §4). */
export const formatTimer = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
