/** A short message over the screen that goes by itself (the overlays store times it); read out politely. */
export function Toast({ message }: { message: string }) {
  return (
    <div className="toast" role="status" aria-live="polite">
      {message}
    </div>
  );
}
