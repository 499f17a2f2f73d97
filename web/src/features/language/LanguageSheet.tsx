import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { InterfaceLanguage } from '@app/contract/constants/language';
import { Sheet } from '../../components/Sheet';
import { Spinner } from '../../components/Spinner';
import { localeOf } from '../../i18n/locale-of';
import { useTranslation } from '../../i18n/translate';
import { chooseLanguage } from './choose-language';
import { LANGUAGE_NAMES } from './language-names';
import './language-sheet.css';

function CheckIcon() {
  return (
    <svg
      className="language-check"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
    </svg>
  );
}

/** Arrow keys, Home and End move through the list (a listbox's keys); others are not the list's. */
const moveBy = (key: string, index: number, last: number): number | null => {
  if (key === 'ArrowDown') return Math.min(index + 1, last);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
};

/**
 * The slide-up list of the merchant's languages, each by its own name and marked with its language, the current
 * one selected and checked. A listbox: focus starts on the current language, the arrow keys, Home and End move,
 * Enter, Space or a tap chooses, Escape closes. Choosing shows progress until the interface has switched, then
 * closes; a language that cannot load says so and the interface stays as it was.
 */
export function LanguageSheet({
  offered,
  onClose,
}: {
  offered: readonly InterfaceLanguage[];
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      offered.findIndex((code) => code === i18n.language),
    ),
  );
  const [pending, setPending] = useState<InterfaceLanguage | null>(null);
  const [failed, setFailed] = useState(false);

  const optionAt = (index: number) =>
    listRef.current?.querySelectorAll<HTMLElement>('[role="option"]')[index];

  // In the commit that shows the list (a layout effect), so it is never seen without that focus.
  useLayoutEffect(() => {
    const option = optionAt(active);
    option?.focus();
    option?.scrollIntoView({ block: 'center' });
    // Only when the sheet opens: afterwards focus follows the keys and the taps.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = async (code: InterfaceLanguage) => {
    if (pending) return;
    setFailed(false);
    setPending(code);
    try {
      await chooseLanguage(code);
      onClose();
    } catch {
      setPending(null);
      setFailed(true);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const code = offered[active];
      if (code) void choose(code);
      return;
    }
    const next = moveBy(e.key, active, offered.length - 1);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    optionAt(next)?.focus();
  };

  return (
    <Sheet title={t('language')} onClose={onClose}>
      {failed && (
        <p className="language-failed" role="alert">
          {t('language_failed')}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {pending ? t('language_switching') : ''}
      </p>
      <ul
        ref={listRef}
        className="language-list"
        role="listbox"
        aria-label={t('language')}
        aria-busy={pending !== null}
        onKeyDown={onKeyDown}
      >
        {offered.map((code, index) => {
          const current = code === i18n.language;
          return (
            <li
              key={code}
              className="language-option"
              role="option"
              aria-selected={current}
              lang={localeOf(code)}
              tabIndex={index === active ? 0 : -1}
              onFocus={() => setActive(index)}
              onClick={() => void choose(code)}
            >
              <span className="language-name">{LANGUAGE_NAMES[code]}</span>
              <span className="language-code" aria-hidden="true">
                {code}
              </span>
              <span className="language-mark">
                {pending === code ? <Spinner /> : current && <CheckIcon />}
              </span>
            </li>
          );
        })}
      </ul>
    </Sheet>
  );
}
