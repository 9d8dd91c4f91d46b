import {
  DEVICE_MESSAGES,
  type DeviceMessageType,
  type DisplayCommand,
  type DisplayState,
  IDLE_DISPLAY,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { readSlides } from '../boards';
import { loadLessonFor } from '../lessons';
import * as q from './devices.queries';

/** One of the caller's live pairings; another's display, or an unpaired one, is simply not found. */
export async function loadOwnDevice(db: Db, actor: Actor, deviceId: string, now = new Date()) {
  const [row] = await q.listLiveForOwner(db, actor.userId, now, deviceId);
  if (!row) throw notFound(DEVICE_MESSAGES.deviceNotFound);
  return row.device;
}

const clamp = (index: number, count: number) => Math.max(0, Math.min(index, Math.max(count - 1, 0)));

function needLesson(state: DisplayState) {
  if (!state.lessonId) throw badRequest(DEVICE_MESSAGES.noLessonOpen);
  return state;
}

async function openLesson(db: Db, actor: Actor, lessonId: string, state: DisplayState): Promise<DisplayState> {
  const { lesson } = await loadLessonFor(db, actor, lessonId, 'read');
  const slides = await readSlides(db, lesson.id);
  const pageIds = slides.stages.flatMap((stage) => (stage.id ? [stage.id] : []));
  const current = pageIds.indexOf(slides.currentPageId ?? '');
  return {
    ...state,
    view: 'LESSON',
    lessonId: lesson.id,
    lessonName: lesson.name,
    pageIds,
    pageIndex: Math.max(current, 0),
    present: true,
  };
}

/** The display's next state under a command; the lesson is authorized as the owner reading it. */
export async function applyCommand(db: Db, actor: Actor, state: DisplayState, command: DisplayCommand) {
  switch (command.type) {
    case 'OPEN_LESSON':
      return openLesson(db, actor, command.lessonId, state);
    case 'CLOSE_LESSON':
      return { ...IDLE_DISPLAY, lastMessage: state.lastMessage };
    case 'NEXT_PAGE':
      return { ...needLesson(state), pageIndex: clamp(state.pageIndex + 1, state.pageIds.length) };
    case 'PREVIOUS_PAGE':
      return { ...needLesson(state), pageIndex: clamp(state.pageIndex - 1, state.pageIds.length) };
    case 'GO_TO_PAGE':
      return { ...needLesson(state), pageIndex: clamp(command.pageIndex, state.pageIds.length) };
    case 'SET_PRESENT':
      return { ...needLesson(state), present: command.present };
  }
}

export async function runCommand(db: Db, actor: Actor, deviceId: string, command: DisplayCommand) {
  const device = await loadOwnDevice(db, actor, deviceId);
  const state = await applyCommand(db, actor, device.state, command);
  await q.updateState(db, device.id, state);
  return { device, state };
}

/** What a message does to the display's view: a live class or quiz takes the screen, a close gives it back. */
export function stateAfterMessage(
  state: DisplayState,
  type: DeviceMessageType,
  message: string,
  now: Date,
): DisplayState {
  const back = state.lessonId ? 'LESSON' : 'IDLE';
  const view =
    type === 'START_LIVE_CLASS'
      ? 'LIVE_CLASS'
      : type === 'CLOSE_LIVE_QUIZ' || type.startsWith('CLOSE_WHITEBOARD_CHAT')
        ? back
        : state.view;
  return { ...state, view, lastMessage: { type, message, at: now.toISOString() } };
}

/** SPEC §7 send-message-to-device: the body names the caller's own account and institute, or it is refused. */
export async function sendMessage(
  db: Db,
  actor: Actor,
  body: {
    userKneuraId: string;
    instituteKneuraId: string;
    type: DeviceMessageType;
    message: string;
    deviceId?: string;
  },
  now = new Date(),
) {
  const own = await q.kneuraIdsOf(db, actor.userId, actor.instituteId);
  if (own.user !== body.userKneuraId || own.institute !== body.instituteKneuraId)
    throw forbidden(DEVICE_MESSAGES.notYourAccount);
  const rows = await q.listLiveForOwner(db, actor.userId, now, body.deviceId);
  if (rows.length === 0)
    throw body.deviceId ? notFound(DEVICE_MESSAGES.deviceNotFound) : badRequest(DEVICE_MESSAGES.noDevice);
  const updated = [];
  for (const { device } of rows) {
    const state = stateAfterMessage(device.state, body.type, body.message, now);
    await q.updateState(db, device.id, state);
    updated.push({ device, state });
  }
  return updated;
}

/** The lesson open on a display, read with the display's own token: that lesson's pages and nothing else. */
export async function displayLesson(db: Db, device: q.PairedDeviceRow) {
  if (!device.state.lessonId) throw notFound(DEVICE_MESSAGES.noLessonOpen);
  const lessonId = device.state.lessonId;
  const slides = await readSlides(db, lessonId).catch(() => null);
  if (!slides) throw notFound(DEVICE_MESSAGES.noLessonOpen);
  const stages = slides.stages.flatMap((stage) => (stage.id ? [{ ...stage, id: stage.id }] : []));
  return { lessonId, name: device.state.lessonName ?? '', stages };
}
