/** Root-mean-square level (0..1) above which a microphone counts as someone speaking. */
const SPEAKING_LEVEL = 0.02;
/** Speaking stays on this long after the voice drops, so the marker does not flicker between words. */
const HOLD_MS = 700;
const SAMPLE_MS = 100;

/**
 * Watches a microphone's level with the Web Audio API and reports when speaking starts and stops (changes
 * only). A muted track is silence, so a muted user never shows as speaking.
 */
export function watchSpeaking(stream: MediaStream, onChange: (speaking: boolean) => void): () => void {
  if (stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return () => undefined;
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let speaking = false;
  let lastLoud = 0;
  const timer = window.setInterval(() => {
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    analyser.getFloatTimeDomainData(samples);
    let sum = 0;
    for (const sample of samples) sum += sample * sample;
    const level = Math.sqrt(sum / samples.length);
    const now = performance.now();
    if (level > SPEAKING_LEVEL) lastLoud = now;
    const next = now - lastLoud < HOLD_MS;
    if (next !== speaking) {
      speaking = next;
      onChange(speaking);
    }
  }, SAMPLE_MS);
  return () => {
    window.clearInterval(timer);
    void context.close().catch(() => undefined);
  };
}
