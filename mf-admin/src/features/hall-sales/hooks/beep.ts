// A short tone when an online bid reaches the console. The browser may refuse sound (no
// gesture yet, autoplay rules, no Web Audio): then nothing is heard and nothing fails, the
// visual notice stands alone.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const legacy = (window as unknown as { webkitAudioContext?: AudioContextClass })
    .webkitAudioContext;
  return window.AudioContext ?? legacy ?? null;
}

/** Plays a 0.15 s tone; never throws. */
export function beep(): void {
  try {
    const Context = audioContextClass();
    if (Context === null) return;
    context ??= new Context();
    const audio = context;
    if (audio.state === 'suspended') audio.resume().catch(() => undefined);
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.value = 0.08;
    tone.connect(volume);
    volume.connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.15);
  } catch {
    // Sound refused: the notice on screen says it.
  }
}
