import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` as an image (drawn in the browser, no outside service). */
export function QrCode({ text, label, size = 220 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#2a201b', light: '#ffffff' } }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? <img src={src} width={size} height={size} alt={label} /> : <span style={{ display: 'inline-block', width: size, height: size }} aria-hidden="true" />;
}
