import { useEffect, useState } from 'react';

/** A QR code for `text`, drawn by the qrcode package loaded only when a QR is shown. */
export function QrImage({ text, label, size = 184 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode').then(async (qrcode) => {
      const url = await qrcode.toDataURL(text, {
        margin: 1,
        width: size * 2,
        errorCorrectionLevel: 'M',
      });
      if (alive) setSrc(url);
    });
    return () => {
      alive = false;
    };
  }, [text, size]);
  return src ? (
    <img className="sec-qr" src={src} width={size} height={size} alt={label} />
  ) : (
    <div className="sec-qr sec-qr--loading" style={{ width: size, height: size }} aria-label={label} />
  );
}
