import type { CheckInResultKind } from '@shuttle/contracts';

let audio: AudioContext | undefined;

/**
 * A buzz and a tone the driver notices without looking: one long buzz and a high tone for a
 * rider who may board, three short buzzes and a low tone for anything else.
 */
export function signalResult(result: CheckInResultKind): void {
  const good = result === 'boarded';
  navigator.vibrate?.(good ? 200 : [100, 60, 100, 60, 100]);
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    audio ??= new AudioContextClass();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = good ? 880 : 220;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + (good ? 0.15 : 0.45));
  } catch {
    // No sound on this phone: the screen and the buzz still say it.
  }
}
