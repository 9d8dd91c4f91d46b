import type { LIVE_SIGNAL_KINDS } from '@bright/contracts';

export type SignalKind = (typeof LIVE_SIGNAL_KINDS)[number];
export type SendSignal = (to: string, kind: SignalKind, data: string) => void;

interface Peer {
  pc: RTCPeerConnection;
  /** Perfect negotiation (W3C WebRTC §10.4): on an offer collision the polite side yields. */
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  /** Signals of one peer are handled one after another: a candidate must wait for its description. */
  queue: Promise<void>;
  stream: MediaStream | null;
}

export interface MeshMember {
  userId: string;
  publishing: boolean;
}

/**
 * A WebRTC mesh over the live class's signalling: one RTCPeerConnection per other participant when either
 * side publishes (the teacher and a few students publish, everyone else only receives). Either side may
 * (re)negotiate; the server only relays the messages.
 */
export class LiveMesh {
  private readonly peers = new Map<string, Peer>();
  private local: MediaStream | null = null;

  constructor(
    private readonly selfId: string,
    private readonly iceServers: RTCIceServer[],
    private readonly send: SendSignal,
    private readonly changed: () => void,
  ) {}

  /** Opens a connection to each member who publishes or receives what this user publishes; closes the rest. */
  sync(members: MeshMember[], selfPublishing: boolean) {
    const wanted = new Set(
      members
        .filter((member) => member.userId !== this.selfId && (selfPublishing || member.publishing))
        .map((member) => member.userId),
    );
    for (const userId of wanted) if (!this.peers.has(userId)) this.open(userId);
    const present = new Set(members.map((member) => member.userId));
    for (const userId of [...this.peers.keys()]) {
      if (wanted.has(userId)) continue;
      // Someone who left has no socket to tell (and the server would refuse the signal).
      if (present.has(userId)) this.send(userId, 'hangup', '');
      this.drop(userId);
    }
  }

  /** The camera and microphone this user sends to every peer (null: stops sending). */
  setLocal(stream: MediaStream | null) {
    this.local = stream;
    for (const peer of this.peers.values()) this.attachLocal(peer);
  }

  remoteStreams(): Map<string, MediaStream> {
    const streams = new Map<string, MediaStream>();
    for (const [userId, peer] of this.peers) if (peer.stream) streams.set(userId, peer.stream);
    return streams;
  }

  /** Every connection, for measuring (bytes received, audio levels). */
  connections(): Map<string, RTCPeerConnection> {
    return new Map([...this.peers].map(([userId, peer]) => [userId, peer.pc]));
  }

  receive(from: string, kind: SignalKind, data: string) {
    if (kind === 'hangup') {
      this.drop(from);
      return;
    }
    const peer = this.peers.get(from) ?? this.open(from);
    peer.queue = peer.queue
      .then(() => this.handle(from, peer, kind, data))
      .catch((error: unknown) => console.warn('live signal failed', from, kind, error));
  }

  close() {
    for (const userId of [...this.peers.keys()]) this.drop(userId);
  }

  private open(userId: string): Peer {
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    const peer: Peer = {
      pc,
      polite: this.selfId > userId,
      makingOffer: false,
      ignoreOffer: false,
      queue: Promise.resolve(),
      stream: null,
    };
    this.peers.set(userId, peer);
    pc.onnegotiationneeded = async () => {
      try {
        peer.makingOffer = true;
        await pc.setLocalDescription();
        this.send(userId, 'offer', JSON.stringify(pc.localDescription));
      } catch (error) {
        console.warn('live offer failed', userId, error);
      } finally {
        peer.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.send(userId, 'ice', JSON.stringify(candidate));
    };
    pc.ontrack = ({ track, streams }) => {
      peer.stream = streams[0] ?? peer.stream ?? new MediaStream();
      if (!peer.stream.getTracks().includes(track)) peer.stream.addTrack(track);
      track.onunmute = () => this.changed();
      this.changed();
    };
    pc.onconnectionstatechange = () => {
      // A failed path (a NAT that changed, a network switch) tries new candidates instead of staying dead.
      if (pc.connectionState === 'failed') pc.restartIce();
      this.changed();
    };
    this.attachLocal(peer);
    this.changed();
    return peer;
  }

  private attachLocal(peer: Peer) {
    const { pc } = peer;
    if (pc.signalingState === 'closed') return;
    const tracks = this.local?.getTracks() ?? [];
    for (const sender of pc.getSenders()) {
      if (sender.track && !tracks.includes(sender.track)) pc.removeTrack(sender);
    }
    for (const track of tracks) {
      if (pc.getSenders().some((sender) => sender.track === track)) continue;
      pc.addTrack(track, this.local!);
    }
  }

  private async handle(from: string, peer: Peer, kind: SignalKind, data: string) {
    const { pc } = peer;
    if (pc.signalingState === 'closed') return;
    if (kind === 'ice') {
      try {
        await pc.addIceCandidate(JSON.parse(data) as RTCIceCandidateInit);
      } catch (error) {
        if (!peer.ignoreOffer) throw error;
      }
      return;
    }
    const description = JSON.parse(data) as RTCSessionDescriptionInit;
    const collision = description.type === 'offer' && (peer.makingOffer || pc.signalingState !== 'stable');
    peer.ignoreOffer = !peer.polite && collision;
    if (peer.ignoreOffer) return;
    await pc.setRemoteDescription(description);
    if (description.type === 'offer') {
      await pc.setLocalDescription();
      this.send(from, 'answer', JSON.stringify(pc.localDescription));
    }
  }

  private drop(userId: string) {
    const peer = this.peers.get(userId);
    if (!peer) return;
    this.peers.delete(userId);
    peer.pc.onnegotiationneeded = null;
    peer.pc.onicecandidate = null;
    peer.pc.ontrack = null;
    peer.pc.onconnectionstatechange = null;
    peer.pc.close();
    this.changed();
  }
}
