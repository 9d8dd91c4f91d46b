import { LIVE_PROTOCOL_VERSION as v, type LiveClass, type SocketAck } from '@bright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RealtimeSocket } from '../../../lib/socket';
import { LiveMesh, type SignalKind } from '../rtc/mesh';
import { watchSpeaking } from '../rtc/speaking';
import type { LiveSession } from './use-live-session';

export interface LiveMedia {
  /** This user's camera and microphone, while publishing. */
  local: MediaStream | null;
  remote: Map<string, MediaStream>;
  micOn: boolean;
  cameraOn: boolean;
  busy: boolean;
  /** Why publishing failed: the room is full, or the browser refused the devices. */
  error: string | null;
}

interface Signal {
  from: string;
  kind: SignalKind;
  data: string;
}

const idle: LiveMedia = { local: null, remote: new Map(), micOn: true, cameraOn: true, busy: false, error: null };

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Audio and video of a live class: a WebRTC mesh (the teacher and up to four others publish, everyone else
 * receives), signalled over `/live`; mute, camera off and who is speaking go to everyone as media state.
 * Virtual Tutoring sends the camera and the microphone, Audio Tutoring the microphone only.
 */
export function useLiveMedia(
  live: LiveClass,
  session: LiveSession,
  socket: RealtimeSocket<'/live'> | null,
  selfId: string | null,
) {
  const [media, setMedia] = useState<LiveMedia>(idle);
  const meshRef = useRef<LiveMesh | null>(null);
  const speaking = useRef(false);
  const withVideo = live.mode === 'VIDEO';
  // The first join's servers: a rejoin's fresh TURN credentials must not tear down connections that work.
  const iceServers = useRef<RTCIceServer[]>([]);
  if (iceServers.current.length === 0) iceServers.current = session.iceServers;

  const report = useCallback(
    (state: Pick<LiveMedia, 'local' | 'micOn' | 'cameraOn'>) =>
      new Promise<SocketAck<null>>((resolve) => {
        if (!socket) return resolve({ ok: true, data: null });
        const publishing = state.local !== null;
        socket.emit(
          'live:media',
          {
            v,
            liveClassId: live.id,
            publishing,
            audio: publishing && state.micOn,
            video: publishing && withVideo && state.cameraOn,
            speaking: publishing && state.micOn && speaking.current,
          },
          resolve,
        );
      }),
    [socket, live.id, withVideo],
  );

  // Signals are heard from the first render: an offer may arrive before the join's answer builds the mesh.
  const early = useRef<Signal[]>([]);
  useEffect(() => {
    if (!socket) return;
    const onSignal = (event: Signal & { liveClassId: string }) => {
      if (event.liveClassId !== live.id) return;
      if (meshRef.current) meshRef.current.receive(event.from, event.kind, event.data);
      else early.current.push(event);
    };
    socket.on('live:signal', onSignal);
    return () => void socket.off('live:signal', onSignal);
  }, [socket, live.id]);

  // One mesh per session and set of ICE servers.
  useEffect(() => {
    if (!socket || !selfId || session.status !== 'live') return;
    const send = (to: string, kind: SignalKind, data: string) =>
      socket.emit('live:signal', { v, liveClassId: live.id, to, kind, data }, () => undefined);
    const mesh = new LiveMesh(selfId, iceServers.current, send, () =>
      setMedia((old) => ({ ...old, remote: mesh.remoteStreams() })),
    );
    meshRef.current = mesh;
    for (const signal of early.current.splice(0)) mesh.receive(signal.from, signal.kind, signal.data);
    return () => {
      mesh.close();
      meshRef.current = null;
    };
  }, [socket, selfId, live.id, session.status]);

  // Who to connect to follows presence: everyone when this user publishes, else the publishers.
  useEffect(() => {
    meshRef.current?.setLocal(media.local);
    meshRef.current?.sync(
      session.participants.map((person) => ({ userId: person.userId, publishing: person.media.publishing })),
      media.local !== null,
    );
  }, [session.participants, media.local, session.status]);

  // Speaking: reported when it changes, so the list and the tiles mark who talks.
  const current = useRef(media);
  useEffect(() => {
    current.current = media;
  });
  useEffect(() => {
    if (!media.local) return;
    return watchSpeaking(media.local, (now) => {
      speaking.current = now;
      void report(current.current);
    });
  }, [media.local, report]);

  // A rejoin (the connection dropped) starts with no media state on the server: send it again.
  useEffect(() => {
    if (session.joins > 1 && current.current.local) void report(current.current);
  }, [session.joins, report]);

  // Leaving the page stops the devices.
  useEffect(() => () => stopTracks(current.current.local), []);
  useEffect(() => {
    if (session.status !== 'live' && media.local) {
      stopTracks(media.local);
      setMedia(idle);
    }
  }, [session.status, media.local]);

  const start = useCallback(async () => {
    setMedia((old) => ({ ...old, busy: true, error: null }));
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: withVideo });
    } catch (error) {
      setMedia((old) => ({ ...old, busy: false, error: error instanceof Error ? error.message : String(error) }));
      return;
    }
    const answer = await report({ local: stream, micOn: true, cameraOn: true });
    if (!answer.ok) {
      stopTracks(stream);
      setMedia((old) => ({ ...old, busy: false, error: answer.message }));
      return;
    }
    setMedia((old) => ({ ...old, local: stream, micOn: true, cameraOn: true, busy: false }));
  }, [report, withVideo]);

  const stop = useCallback(() => {
    stopTracks(media.local);
    speaking.current = false;
    const next = { ...media, local: null, busy: false, error: null };
    setMedia(next);
    void report(next);
  }, [media, report]);

  const toggle = useCallback(
    (which: 'micOn' | 'cameraOn') => {
      const on = !media[which];
      const tracks = which === 'micOn' ? media.local?.getAudioTracks() : media.local?.getVideoTracks();
      // A disabled track sends silence or black frames: no renegotiation, and it comes back at once.
      for (const track of tracks ?? []) track.enabled = on;
      const next = { ...media, [which]: on };
      setMedia(next);
      void report(next);
    },
    [media, report],
  );

  return { media, start, stop, toggleMic: () => toggle('micOn'), toggleCamera: () => toggle('cameraOn'), withVideo };
}
