import './progress-bar.css';

/**
 * A progress bar with its accessible name and spoken value (the rank, VIP, mission and bonus-lock progress). `share`
 * is from 0 to 1; the fill grows from the inline start, so it runs right to left in UR.
 */
export function ProgressBar({
  label,
  share,
  valueText,
  done = false,
  className,
}: {
  label: string;
  share: number;
  valueText: string;
  /** Complete and settled (claimed, released): drawn in the success colour. */
  done?: boolean;
  className?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, share)) * 100);
  return (
    <div
      className={className ? `progress-bar ${className}` : 'progress-bar'}
      data-done={done || undefined}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
