import { spawn } from 'node:child_process';

/**
 * Speech and silence measured from the audio itself with ffmpeg's silencedetect (-35 dB for at least
 * half a second, AI-NOTES.md §3), run as a separate process with an argument array and a time limit.
 * null: ffmpeg is not installed (the caller says so); a file ffmpeg cannot read counts as unmeasured.
 */
export interface ChunkSilence {
  duration: number;
  silences: { start: number; end: number }[];
}

const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
const TIME_LIMIT_MS = 20_000;

const seconds = (h: string, m: string, s: string) => Number(h) * 3600 + Number(m) * 60 + Number(s);

/** Reads silencedetect's log and the last progress time (a recorder's WebM names no duration). */
export function parseSilenceLog(log: string): ChunkSilence | null {
  const times = [...log.matchAll(/time=(\d+):(\d+):([\d.]+)/g)];
  const declared = /Duration: (\d+):(\d+):([\d.]+)/.exec(log);
  const last = times.at(-1);
  const duration = last
    ? seconds(last[1]!, last[2]!, last[3]!)
    : declared
      ? seconds(declared[1]!, declared[2]!, declared[3]!)
      : NaN;
  if (!Number.isFinite(duration)) return null;
  const silences: ChunkSilence['silences'] = [];
  let open: number | null = null;
  for (const line of log.split(/[\r\n]+/)) {
    const start = /silence_start: (-?[\d.]+)/.exec(line);
    if (start) open = Math.max(0, Number(start[1]));
    const end = /silence_end: ([\d.]+)/.exec(line);
    if (end && open !== null) {
      silences.push({ start: open, end: Number(end[1]) });
      open = null;
    }
  }
  if (open !== null && duration > open) silences.push({ start: open, end: duration });
  return { duration, silences };
}

export type SilenceResult = { kind: 'measured'; value: ChunkSilence } | { kind: 'unreadable' } | { kind: 'noFfmpeg' };

export function detectSilence(file: string): Promise<SilenceResult> {
  return new Promise((resolve) => {
    const child = spawn(
      FFMPEG,
      ['-hide_banner', '-i', file, '-af', 'silencedetect=noise=-35dB:d=0.5', '-f', 'null', '-'],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let log = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), TIME_LIMIT_MS);
    child.stderr.on('data', (data: Buffer) => {
      if (log.length < 2_000_000) log += data.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve(error.code === 'ENOENT' ? { kind: 'noFfmpeg' } : { kind: 'unreadable' });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const parsed = code === 0 ? parseSilenceLog(log) : null;
      resolve(parsed ? { kind: 'measured', value: parsed } : { kind: 'unreadable' });
    });
  });
}
