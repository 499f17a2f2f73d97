import type { ComponentType } from 'react';
import type { MallItemKind } from '@app/contract/mall-rules';

/** The point mall's pictures: drawn here (no request, no layout shift), each decorative (its text says it). */

type IconProps = { className?: string };

/** A coin with a star: the points. */
export function PointsIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.25" />
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 7.2l1.5 3 3.3.5-2.4 2.3.6 3.3-3-1.6-3 1.6.6-3.3-2.4-2.3 3.3-.5z" fill="currentColor" />
    </svg>
  );
}

function BonusIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <ellipse cx="24" cy="33" rx="15" ry="6" fill="currentColor" opacity="0.35" />
      <path d="M9 27v6c0 3.3 6.7 6 15 6s15-2.7 15-6v-6" fill="currentColor" opacity="0.55" />
      <ellipse cx="24" cy="27" rx="15" ry="6" fill="currentColor" />
      <path d="M13 17v5c0 2.8 4.9 5 11 5s11-2.2 11-5v-5" fill="currentColor" opacity="0.6" />
      <ellipse cx="24" cy="17" rx="11" ry="5" fill="currentColor" />
      <text x="24" y="20" textAnchor="middle" fontSize="8" fontWeight="800" fill="var(--brand)">
        $
      </text>
    </svg>
  );
}

function SpinsIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="6" y="10" width="36" height="28" rx="6" fill="currentColor" opacity="0.35" />
      <rect x="9" y="14" width="9" height="20" rx="2" fill="currentColor" />
      <rect x="19.5" y="14" width="9" height="20" rx="2" fill="currentColor" />
      <rect x="30" y="14" width="9" height="20" rx="2" fill="currentColor" />
      <text y="28" fontSize="10" fontWeight="800" fill="var(--brand)" textAnchor="middle">
        <tspan x="13.5">7</tspan>
        <tspan x="24">7</tspan>
        <tspan x="34.5">7</tspan>
      </text>
    </svg>
  );
}

function GiftIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="8" y="20" width="32" height="20" rx="3" fill="currentColor" opacity="0.55" />
      <rect x="6" y="14" width="36" height="8" rx="2" fill="currentColor" />
      <rect x="21.5" y="14" width="5" height="26" fill="var(--brand)" opacity="0.85" />
      <path
        d="M24 14c-3-6-11-7-11-2 0 3 6 2 11 2zm0 0c3-6 11-7 11-2 0 3-6 2-11 2z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
      />
    </svg>
  );
}

export const KIND_ICON: Record<MallItemKind, ComponentType<IconProps>> = {
  BONUS: BonusIcon,
  FREE_SPINS: SpinsIcon,
  PHYSICAL: GiftIcon,
};
