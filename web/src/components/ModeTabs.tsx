import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './mode-tabs.css';

export interface ModeTab<M extends string> {
  mode: M;
  label: string;
  /** E.g. start loading the mode's code while the finger is still down. */
  onPointerEnter?: () => void;
}

/**
 * A switch between the modes of one form (WAI-ARIA tabs, automatic activation): tap, or arrow keys, Home
 * and End; the panel shows the chosen mode's content. With `switchOnlyForMany`, one mode shows no switch, and
 * the content keeps its place in the tree: when the merchant's settings add a mode later, what the player typed
 * stays (the two-factor modal names even its one method: entry §2).
 */
export function ModeTabs<M extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  switchOnlyForMany = false,
}: {
  label: string;
  tabs: readonly ModeTab<M>[];
  value: M;
  onChange(mode: M): void;
  children: ReactNode;
  switchOnlyForMany?: boolean;
}) {
  const id = useId();
  const buttons = useRef(new Map<M, HTMLButtonElement>());

  const choose = (next: M, focus = false) => {
    onChange(next);
    if (focus) buttons.current.get(next)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((t) => t.mode === value);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[e.key];
    const next =
      step !== undefined
        ? tabs[(at + step + tabs.length) % tabs.length]
        : e.key === 'Home'
          ? tabs[0]
          : e.key === 'End'
            ? tabs[tabs.length - 1]
            : undefined;
    if (!next) return;
    e.preventDefault();
    choose(next.mode, true);
  };

  const switchable = !switchOnlyForMany || tabs.length > 1;
  return (
    <>
      {switchable && (
        <div className="mode-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {tabs.map((t) => (
            <button
              key={t.mode}
              ref={(el) => {
                if (el) buttons.current.set(t.mode, el);
                else buttons.current.delete(t.mode);
              }}
              type="button"
              role="tab"
              id={`${id}-${t.mode}-tab`}
              aria-selected={value === t.mode}
              aria-controls={`${id}-${t.mode}-panel`}
              tabIndex={value === t.mode ? 0 : -1}
              onClick={() => choose(t.mode)}
              onPointerEnter={t.onPointerEnter}
            >
              {t.label}
            </button>
          ))}
        </div>
      )}
      <div
        role={switchable ? 'tabpanel' : undefined}
        id={`${id}-${value}-panel`}
        aria-labelledby={switchable ? `${id}-${value}-tab` : undefined}
      >
        {children}
      </div>
    </>
  );
}
