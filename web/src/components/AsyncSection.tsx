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
  className?: string;
  /** What the failure says, beside its retry button. */
  errorText: string;
  /** Whether the data has nothing to show, and what to say then. */
  empty?: { when(data: T): boolean; text: string };
  /** Lines of the skeleton while loading, about the height of what comes. */
  skeletonLines?: number;
  children(data: T): ReactNode;
}

/** A card of server data: a skeleton while it loads, the failure with a retry, the empty state, or the data. */
export function AsyncSection<T>({
  state,
  title,
  className,
  errorText,
  empty,
  skeletonLines,
  children,
}: AsyncSectionProps<T>) {
  const { t } = useTranslation();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-busy={state.status === 'loading'}>
      {title && <h2>{title}</h2>}
      {state.status === 'loading' ? (
        <Skeleton lines={skeletonLines} />
      ) : state.status === 'error' ? (
        <div className="inline-error" role="alert">
          <p>{errorText}</p>
          <button type="button" className="btn btn-ghost" onClick={state.retry}>
            {t('retry')}
          </button>
        </div>
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
