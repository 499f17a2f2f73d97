import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrPath } from '../lib/qr-path';

/**
 * A text drawn as a QR code (SVG): a deposit's payment code or address, a referral link. Its own chunk with the
 * encoder (uqr), loaded only where a page shows one (lazy: features/deposit/Instructions.tsx,
 * features/invite/ReferralCard.tsx). Error correction M: a phone still reads it from a scratched screen.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className: string }) {
  const { size, data } = useMemo(() => encode(text, { ecc: 'M', border: 2 }), [text]);
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`}>
      <rect width={size} height={size} />
      <path d={qrPath(data)} />
    </svg>
  );
}
