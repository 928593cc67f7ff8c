import { useEffect, useRef, useState } from 'react';
import { newCodesOnly } from './new-codes-only.ts';

type Decode = (video: HTMLVideoElement) => Promise<string | undefined>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own QR reader where it has one (Android's Chrome), else jsQR on a downscaled
 * frame, loaded only when the camera is first opened (docs/decisions/161).
 */
async function qrDecoder(): Promise<Decode> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    const scale = Math.min(1, 640 / Math.max(video.videoWidth, video.videoHeight));
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return (
      jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data || undefined
    );
  };
}

/**
 * The same pass held in front of the camera is read once, not once per frame; it is read again
 * after it has been out of view this long.
 */
const SAME_CODE_PAUSE_MS = 3000;

interface CameraScannerProps {
  onCode: (code: string) => void;
  onClose: () => void;
}

/** The rear camera's picture with a pass read from it as soon as one is in view. */
export function CameraScanner({ onCode, onClose }: CameraScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const isNew = newCodesOnly(SAME_CODE_PAUSE_MS);
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        setProblem('The camera is not available. Type the code instead.');
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const decode = await qrDecoder();
      const tick = async () => {
        if (stopped) return;
        const code = await decode(element).catch(() => undefined);
        if (code && isNew(code, Date.now())) latest.current(code);
        timer = setTimeout(tick, 150);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="camera-scanner">
      {problem ? (
        <p className="driver-alert" role="alert">
          {problem}
        </p>
      ) : (
        <video ref={video} className="camera-scanner__video" muted playsInline aria-label="Camera" />
      )}
      <button type="button" className="btn btn--ghost btn--block" onClick={onClose}>
        Close the camera
      </button>
    </div>
  );
}
