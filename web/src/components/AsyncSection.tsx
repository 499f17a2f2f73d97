import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translate';
import { Skeleton } from './Skeleton';

/**
 * Server data on its way, arrived, or failed with a way to ask again. A data hook's answer fits when it has
 * these members (other members, such as the error itself, are allowed).
 */
export type AsyncState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; retry(): void };

interface AsyncSectionProps<T> {
  state: AsyncState<T>;
  /** The card's heading. */
  title?: string;
  /** The heading's id and class, when the section is named by it (a region, as home's promotions). */
  titleId?: string;
  titleClassName?: string;
  className?: string;
  /** Whether the section is a card (the default); when it is not (its items are cards), a failure is one. */
  card?: boolean;
  /** What the failure says, beside its retry button. */
  errorText: string;
  /** Whether the data has nothing to show, and what to say then. */
  empty?: { when(data: T): boolean; text: string };
  /** Lines of the skeleton while loading, about the height of what comes. */
  skeletonLines?: number;
  /** What shows while loading instead of the skeleton lines: the shape of what comes. */
  placeholder?: ReactNode;
  children(data: T): ReactNode;
}

/**
 * A card of server data (or a plain section of cards): a skeleton while it loads, the failure with a retry, the
 * empty state, or the data.
 */
export function AsyncSection<T>({
  state,
  title,
  titleId,
  titleClassName,
  className,
  card = true,
  errorText,
  empty,
  skeletonLines,
  placeholder,
  children,
}: AsyncSectionProps<T>) {
  return (
    <section
      className={card ? (className ? `card ${className}` : 'card') : className}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
    >
      {title && (
        <h2 id={titleId} className={titleClassName}>
          {title}
        </h2>
      )}
      {state.status === 'loading' ? (
        (placeholder ?? <Skeleton lines={skeletonLines} />)
      ) : state.status === 'error' ? (
        <FailedWithRetry text={errorText} retry={state.retry} card={!card} />
      ) : empty?.when(state.data) ? (
        <div className="empty" role="status">
          <p>{empty.text}</p>
        </div>
      ) : (
        children(state.data)
      )}
    </section>
  );
}

/**
 * Server data that failed, with a way to ask again: the one such failure of the app, for AsyncSection and for
 * the screens whose data is no single section (the catalogue). As a card of its own outside one (`card`).
 */
export function FailedWithRetry({ text, retry, card }: { text: string; retry(): void; card?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={card ? 'card inline-error' : 'inline-error'} role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn-ghost" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
