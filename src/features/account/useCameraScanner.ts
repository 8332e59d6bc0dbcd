import { useEffect, useRef, useState } from 'react';

type CameraState = 'idle' | 'starting' | 'scanning' | 'denied' | 'unavailable';

/**
 * Browser QR scanning: the rear camera through getUserMedia, frames decoded by jsqr (loaded on demand).
 * Calls `onText` with each decoded text until it returns true (accepted), then stops the camera.
 */
export function useCameraScanner(onText: (text: string) => boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('idle');
  const stopRef = useRef<() => void>(() => {});
  const accept = useRef(onText);
  useEffect(() => {
    accept.current = onText;
  });

  useEffect(() => () => stopRef.current(), []);

  async function start() {
    if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
    setState('starting');
    let stream: MediaStream;
    let decode: typeof import('jsqr').default;
    try {
      [stream, { default: decode }] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }),
        import('jsqr'),
      ]);
    } catch (error) {
      const name = error instanceof DOMException ? error.name : '';
      return setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
    }
    const video = videoRef.current;
    if (!video) return stream.getTracks().forEach((track) => track.stop());
    video.srcObject = stream;
    await video.play().catch(() => {});
    setState('scanning');

    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let frame = 0;
    let running = true;
    const stop = () => {
      running = false;
      cancelAnimationFrame(frame);
      stream.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
    };
    stopRef.current = stop;
    const tick = () => {
      if (!running || !context) return;
      if (video.readyState >= video.HAVE_ENOUGH_DATA && video.videoWidth > 0) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        const found = decode(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
        if (found && accept.current(found.data)) {
          stop();
          setState('idle');
          return;
        }
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  }

  const stop = () => {
    stopRef.current();
    setState('idle');
  };

  return { videoRef, state, start, stop };
}
