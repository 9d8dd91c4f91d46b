import { z } from 'zod';
import { access } from './access';
import { CreditUse, EngineInfo, QuizArtefact, SummaryArtefact } from './ai';
import { envelope } from './envelope';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';

/**
 * AI notes (issue 19 item 5; SPEC §3 transcription thread, §4 recording, §7 Learn-AI ai-notes): a teacher
 * records a lesson in 13-second chunks, each uploaded with its language and transcribed as it arrives when a
 * transcription model is configured (kept and marked waiting otherwise); the saved transcript, its summary,
 * questions and teaching analysis are private to the teacher. Paths under /api/learn-ai/ai-notes/.
 */

export const AI_NOTES_MESSAGES = defineMessages('aiNotes', {
  noteNotFound: 'AI note not found',
  chunkNotFound: 'Audio chunk not found',
  created: 'Recording started',
  chunkSaved: 'Audio chunk saved',
  saved: 'Transcript saved',
  deleted: 'AI note deleted',
  multipartOnly: 'Send the audio as multipart/form-data with the file in audioFile',
  selectAudio: 'Please provide: audioFile',
  oneFile: 'Send one audio chunk at a time',
  unknownField: 'Unknown field',
  notAudio: 'This file is not audio: send a WebM, Ogg, WAV, MP3 or M4A recording',
  tooLarge: 'An audio chunk must be at most 8 MB',
  badLanguage: 'This transcription language is not supported',
  chunkTaken: 'This chunk was already uploaded',
  tooManyChunks: 'A recording can have at most 1000 chunks',
  alreadySaved: 'This recording is already saved: start a new one',
  waitingForModel:
    'Waiting for a transcription model: ask your administrator to configure one (AI_BASE_URL, AI_TRANSCRIPTION_MODEL)',
  transcriptionFailed: 'The transcription service failed on this chunk; the audio is kept',
  noTranscript: 'This note has no transcript yet',
  endBeforeStart: 'The end date must not be before the start date',
  ffmpegMissing: 'Silence was not measured: ffmpeg is not installed on the server',
  audioUnreadable: 'Silence was not measured: some audio chunks could not be read',
  nothingWaiting: 'No chunk is waiting for transcription',
} as const);

/** What an upload may weigh: a 13-second chunk is ~50 kB of Opus, ~5 MB of 48 kHz stereo WAV. */
export const AI_NOTES_UPLOAD = { field: 'audioFile', maxBytes: 8 * 1024 * 1024, maxChunks: 1000 } as const;
export const AI_NOTE_CHUNK_SECONDS = 13;

/**
 * SPEC §9 "about 100 transcription languages listed by code": the languages of the Whisper family of
 * models (ISO 639-1, plus haw and yue), the usual engine behind OpenAI-format /audio/transcriptions.
 */
export const TRANSCRIPTION_LANGUAGES = [
  'en', 'zh', 'de', 'es', 'ru', 'ko', 'fr', 'ja', 'pt', 'tr', 'pl', 'ca', 'nl', 'ar', 'sv', 'it', 'id', 'hi',
  'fi', 'vi', 'he', 'uk', 'el', 'ms', 'cs', 'ro', 'da', 'hu', 'ta', 'no', 'th', 'ur', 'hr', 'bg', 'lt', 'la',
  'mi', 'ml', 'cy', 'sk', 'te', 'fa', 'lv', 'bn', 'sr', 'az', 'sl', 'kn', 'et', 'mk', 'br', 'eu', 'is', 'hy',
  'ne', 'mn', 'bs', 'kk', 'sq', 'sw', 'gl', 'mr', 'pa', 'si', 'km', 'sn', 'yo', 'so', 'af', 'oc', 'ka', 'be',
  'tg', 'sd', 'gu', 'am', 'yi', 'lo', 'uz', 'fo', 'ht', 'ps', 'tk', 'nn', 'mt', 'sa', 'lb', 'my', 'bo', 'tl',
  'mg', 'as', 'tt', 'haw', 'ln', 'ha', 'ba', 'jv', 'su', 'yue',
] as const; // prettier-ignore
export type TranscriptionLanguage = (typeof TRANSCRIPTION_LANGUAGES)[number];
export const TranscriptionLanguage = z.enum(TRANSCRIPTION_LANGUAGES, { error: AI_NOTES_MESSAGES.badLanguage });

const Id = (name: string) =>
  z
    .string({ error: `Please provide: ${name}` })
    .trim()
    .min(1, { error: `Please provide: ${name}` })
    .max(100);
const RequestId = z.string().trim().min(8).max(64).optional();

export const CHUNK_STATUSES = ['TRANSCRIBED', 'WAITING_FOR_MODEL', 'FAILED'] as const;
export const AiNoteChunk = z.object({
  id: z.string(),
  index: z.number().int(),
  language: z.string(),
  status: z.enum(CHUNK_STATUSES),
  text: z.string().nullable(),
  /** Why there is no text: waiting for a model, or the service's failure. */
  note: z.string().nullable(),
  contentType: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type AiNoteChunk = z.infer<typeof AiNoteChunk>;

export const NoteSummary = EngineInfo.extend({ summary: SummaryArtefact, createdAt: z.string() });
export const NoteQuestions = EngineInfo.extend({ quiz: QuizArtefact, createdAt: z.string() });

export const QUESTION_KINDS = ['OPEN', 'CLOSED'] as const;
export const TeachingQuestion = z.object({
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
  /** Seconds of silence after the question (estimated from its place in its chunk); null: not measured. */
  waitSeconds: z.number().nullable(),
});
export const TeachingAnalysis = EngineInfo.extend({
  totalSeconds: z.number(),
  /** Speech and silence measured from the audio (ffmpeg silencedetect); null when not measured. */
  talkSeconds: z.number().nullable(),
  silenceSeconds: z.number().nullable(),
  silences: z.array(z.object({ start: z.number(), end: z.number() })),
  /** Why the audio was not measured (ffmpeg missing); null when it was. */
  audioNote: z.string().nullable(),
  questions: z.array(TeachingQuestion),
  openQuestions: z.number().int(),
  closedQuestions: z.number().int(),
  averageWaitSeconds: z.number().nullable(),
  /** Talk is not split between teacher and students: no speaker model is used. */
  speakerSplit: z.literal(false),
  createdAt: z.string(),
});
export type TeachingAnalysis = z.infer<typeof TeachingAnalysis>;

export const AI_NOTE_STATUSES = ['RECORDING', 'SAVED'] as const;
export const AiNoteItem = z.object({
  id: z.string(),
  title: z.string(),
  language: z.string(),
  lessonId: z.string().nullable(),
  classId: z.string().nullable(),
  status: z.enum(AI_NOTE_STATUSES),
  /** SPEC §3 transcription thread: text, start date, end date, elapsed time. */
  transcript: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  elapsedSeconds: z.number().int().nullable(),
  chunkCount: z.number().int(),
  waitingChunks: z.number().int(),
  createdAt: z.string(),
});
export type AiNoteItem = z.infer<typeof AiNoteItem>;

export const AiNote = AiNoteItem.extend({
  chunks: z.array(AiNoteChunk),
  summary: NoteSummary.nullable(),
  questions: NoteQuestions.nullable(),
  analysis: TeachingAnalysis.nullable(),
  /** Whether chunks are transcribed on arrival (a transcription model is configured). */
  transcribes: z.boolean(),
});
export type AiNote = z.infer<typeof AiNote>;

const TAGS = ['learn-ai', 'ai-notes'];
const TEACHERS = access.roles('admin', 'instructor');

export const CreateAiNoteBody = z.object({
  title: z.string().trim().max(200).optional(),
  language: TranscriptionLanguage.default('en'),
  lessonId: z.string().trim().min(1).max(100).optional(),
  classId: z.string().trim().min(1).max(100).optional(),
});
export type CreateAiNoteBody = z.input<typeof CreateAiNoteBody>;

export const createAiNoteRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/ai-notes/create',
  summary:
    'Start an AI note (a recording): its transcription language, optionally linked to one of your lessons and a class you teach',
  tags: TAGS,
  access: TEACHERS,
  body: CreateAiNoteBody,
  response: envelope(AiNote),
});

export const ChunkFields = z.strictObject({
  noteId: Id('noteId'),
  index: z.coerce
    .number({ error: 'Please provide: index' })
    .int()
    .min(0)
    .max(AI_NOTES_UPLOAD.maxChunks - 1, { error: AI_NOTES_MESSAGES.tooManyChunks }),
  language: TranscriptionLanguage.default('en'),
});

export const uploadAiNoteChunkRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/ai-notes/transcription',
  summary:
    'SPEC §7 transcription upload: one recorded chunk (multipart, the audio in audioFile, at most 8 MB, its type read from its bytes) with noteId, index and language; transcribed at once when a transcription model is configured, otherwise kept and marked waiting',
  tags: TAGS,
  access: TEACHERS,
  response: envelope(z.object({ chunk: AiNoteChunk, transcript: z.string() })),
  media: { multipart: { files: [AI_NOTES_UPLOAD.field], required: true, fields: ChunkFields } },
});

const NoteRef = z.object({ noteId: Id('noteId') });

export const SaveTranscriptBody = NoteRef.extend({
  startDate: z.iso.datetime({ error: 'Please provide: startDate' }),
  endDate: z.iso.datetime({ error: 'Please provide: endDate' }),
  elapsedSeconds: z.number({ error: 'Please provide: elapsedSeconds' }).int().min(0).max(86_400),
}).refine((body) => Date.parse(body.endDate) >= Date.parse(body.startDate), {
  error: AI_NOTES_MESSAGES.endBeforeStart,
  path: ['endDate'],
});

export const saveTranscriptRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/ai-notes/transcripts',
  summary:
    'Save the final transcript of a recording with its start date, end date and elapsed seconds (the text is the chunks\u2019 transcriptions in order)',
  tags: TAGS,
  access: TEACHERS,
  body: SaveTranscriptBody,
  response: envelope(AiNote),
});

export const UserThreadsBody = z.object({
  search: z.string().trim().max(200).optional(),
  lessonId: z.string().trim().max(100).optional(),
  classId: z.string().trim().max(100).optional(),
});

export const aiNoteThreadsRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/ai-notes/user-threads',
  summary: 'Your AI notes, newest first; `search` looks through titles and transcripts (full-text)',
  tags: TAGS,
  access: TEACHERS,
  body: UserThreadsBody,
  response: envelope(z.object({ items: z.array(AiNoteItem) })),
});

export const getAiNoteRoute = defineRoute({
  method: 'GET',
  path: '/api/learn-ai/ai-notes/note/:id',
  summary: 'One of your AI notes with its chunks, transcript, summary, questions and teaching analysis',
  tags: TAGS,
  access: TEACHERS,
  params: z.object({ id: Id('id') }),
  response: envelope(AiNote),
});

export const AI_NOTE_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/mpeg', 'audio/mp4'] as const;

export const aiNoteAudioRoute = defineRoute({
  method: 'GET',
  path: '/api/learn-ai/ai-notes/audio/:id',
  summary: "One recorded chunk's audio, for the note's owner only",
  tags: TAGS,
  access: TEACHERS,
  params: z.object({ id: Id('id') }),
  response: z.unknown().meta({ description: 'The audio chunk' }),
  media: { produces: AI_NOTE_AUDIO_TYPES },
});

const RunBody = NoteRef.extend({ requestId: RequestId });

export const aiNoteSummaryRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/ai-notes/summary',
  summary: "A summary and key concepts of a note's transcript, kept with the note. Charged in AI credits",
  tags: TAGS,
  access: TEACHERS,
  body: RunBody,
  response: envelope(z.object({ note: AiNote, credits: CreditUse })),
});

export const aiNoteQuestionsRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/ai-notes/questions',
  summary: "Questions on a note's transcript (to ask the class), kept with the note. Charged in AI credits",
  tags: TAGS,
  access: TEACHERS,
  body: RunBody.extend({ noOfQuestion: z.number().int().min(1).max(6).default(3) }),
  response: envelope(z.object({ note: AiNote, credits: CreditUse })),
});

export const analyzeTeachingRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/ai-notes/analyze-teaching',
  summary:
    'Teaching analysis of a note: talk and silence time measured from the audio (ffmpeg silencedetect), wait time after questions, open and closed questions. Charged in AI credits',
  tags: TAGS,
  access: TEACHERS,
  body: RunBody,
  response: envelope(z.object({ note: AiNote, credits: CreditUse })),
});

export const transcribeWaitingRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/ai-notes/transcribe-waiting',
  summary:
    'Transcribe the chunks of a note that are waiting for a transcription model (or failed), now that one is configured',
  tags: TAGS,
  access: TEACHERS,
  body: NoteRef,
  response: envelope(AiNote),
});

export const deleteAiNoteRoute = defineRoute({
  method: 'POST',
  path: '/api/learn-ai/ai-notes/delete',
  summary: 'Delete one of your AI notes: its audio files, transcript, summary, questions and analysis',
  tags: TAGS,
  access: TEACHERS,
  body: NoteRef,
  response: envelope(z.object({ id: z.string() })),
});
