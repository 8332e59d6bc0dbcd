import { useEffect, useState } from 'react';
import './QrCode.css';

/** A QR code for `text`; the qrcode package loads only when one is shown (never in the first load). */
export function QrCode({ text, label, size = 184 }: { text: string; label: string; size?: number }) {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let alive = true;
    void import('qrcode').then(async (qrcode) => {
      const url = await qrcode.toDataURL(text, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' });
      if (alive) setImage({ text, url });
    });
    return () => {
      alive = false;
    };
  }, [text, size]);
  return image?.text === text ? (
    <img className="ui-qr" src={image.url} width={size} height={size} alt={label} />
  ) : (
    <div className="ui-qr ui-qr--loading" style={{ width: size, height: size }} role="img" aria-label={label} />
  );
}
