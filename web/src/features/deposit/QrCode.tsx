import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrPath } from './qr-path';

/**
 * A payment code or an address drawn as a QR code (SVG). Its own chunk with the encoder (uqr), loaded only when a
 * deposit shows one (Instructions.tsx). Error correction M: a phone still reads it from a scratched screen.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, data } = useMemo(() => encode(text, { ecc: 'M', border: 2 }), [text]);
  return (
    <svg className="deposit-qr-code" role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`}>
      <rect width={size} height={size} />
      <path d={qrPath(data)} />
    </svg>
  );
}
