import { useEffect, useState } from 'react';
import { call } from '@/api/http';
import { signIn } from './calls';
import { completeLogin } from './loginFlow';
import { QR_POLL_MS, qrExpired, type QrStatus } from './model';

type QrView = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; image: string; status: QrStatus };

/**
 * Desktop QR sign-in: login_gen_qr_code, a QR image (qrcode loaded on demand), login_check_qr_code every 2 s
 * until confirmed (then the login-success sequence) or expired (2 minutes; refresh makes a new code).
 */
export function useQrLogin() {
  const [view, setView] = useState<QrView>({ phase: 'loading' });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = (status: QrStatus) =>
      setView((current) => (current.phase === 'ready' ? { ...current, status } : current));

    async function start() {
      try {
        const [qr, QRCode] = await Promise.all([call(signIn.qrGen, {}, { silent: true }), import('qrcode')]);
        const image = await QRCode.toDataURL(qr.qr_url, { margin: 0, width: 376, errorCorrectionLevel: 'M' });
        if (stopped) return;
        setView({ phase: 'ready', image, status: 'waiting' });

        const poll = async () => {
          if (stopped) return;
          if (qrExpired('waiting', qr.expire_at, Date.now())) return update('expired');
          try {
            const result = await call(signIn.qrCheck, { qr_id: qr.qr_id }, { silent: true });
            if (stopped) return;
            if (result.status === 'confirmed' && result.access_token) {
              stopped = true;
              update('confirmed');
              await completeLogin(result.access_token);
              return;
            }
            update(result.status);
            if (result.status === 'expired') return;
          } catch {
            // a missed poll is retried on the next tick
          }
          timer = setTimeout(() => void poll(), QR_POLL_MS);
        };
        timer = setTimeout(() => void poll(), QR_POLL_MS);
      } catch {
        if (!stopped) setView({ phase: 'error' });
      }
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [generation]);

  const refresh = () => {
    setView({ phase: 'loading' });
    setGeneration((value) => value + 1);
  };
  return { view, refresh };
}
