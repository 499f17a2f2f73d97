import type { SVGAttributes } from 'react';

/** The attributes every path of an icon gets: its fill or its stroke. */
export type IconPaint = Omit<SVGAttributes<SVGPathElement>, 'd'>;

/**
 * Small inline icons: a few paths are cheaper than an icon font on the first load. An icon is one 24-unit
 * drawing of one or more paths, filled in the text colour unless `paint` says otherwise; `size` is the default
 * width and height, which the icon's `size` prop overrides.
 */
export const icon = (paths: string | string[], size = 24, paint?: IconPaint) =>
  function Icon({ className, size: width = size }: { className?: string; size?: number }) {
    return (
      <svg
        className={className}
        width={width}
        height={width}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        {[paths].flat().map((d) => (
          <path key={d} d={d} fill="currentColor" {...paint} />
        ))}
      </svg>
    );
  };

/** Round-capped lines in the text colour, `width` units thick: the outline icons' paint. */
export const outline = (width: number): IconPaint => ({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: String(width),
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const BackIcon = icon('M15.4 4.6 14 3.2 5.2 12l8.8 8.8 1.4-1.4L8 12z');
export const EyeIcon = icon(
  'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
);
export const EyeOffIcon = icon(
  'M3.3 2 2 3.3l3 3C3.5 7.6 2.5 9.9 2 12c1 2.5 5 7 10 7 1.9 0 3.6-.6 5-1.5l3.7 3.7 1.3-1.3L3.3 2ZM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.5.6-2.2l1.5 1.5a2.5 2.5 0 0 0 3 3l1.5 1.5c-.6.5-1.3.7-2.1.7ZM12 5c5 0 9 4.5 10 7-.5 1.3-1.6 3-3.2 4.3l-3.4-3.4a4.5 4.5 0 0 0-5.3-5.3L8.5 5.9C9.6 5.3 10.8 5 12 5Z',
);
export const GiftIcon = icon(
  'M20 7h-2.2A3 3 0 0 0 12 4.2 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3h18V8a1 1 0 0 0-1-1ZM9 5.5A1.5 1.5 0 0 1 10.5 7H9a1 1 0 0 1 0-1.5Zm6 1.5h-1.5A1.5 1.5 0 1 1 15 7ZM4 13v6a1 1 0 0 0 1 1h6v-7H4Zm9 7h6a1 1 0 0 0 1-1v-6h-7v7Z',
);
export const LockIcon = icon(
  'M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z',
);
export const PlayIcon = icon('M8 5v14l11-7z');
export const CloseIcon = icon(
  'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z',
);
export const CrownIcon = icon('M3 7l4.5 4L12 4l4.5 7L21 7l-2 11H5L3 7Zm2.4 13h13.2v1.5H5.4V20Z');
