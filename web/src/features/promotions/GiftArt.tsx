/** The referral entry's art: a wrapped gift with a coin and sparkles, drawn inline (no image request). */
export function GiftArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 72 72"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="36" cy="38" r="31" fill="#fff" opacity=".12" />
      <rect x="15" y="35" width="42" height="28" rx="5" fill="#f6a821" />
      <rect x="15" y="35" width="42" height="6" fill="#d9861a" />
      <rect x="11" y="25" width="50" height="12" rx="4" fill="#ffd45c" />
      <rect x="32" y="25" width="8" height="38" fill="#e8365d" />
      <path d="M36 25c-3-9-15-11-16-4-.6 4 7 5 16 4Zm0 0c3-9 15-11 16-4 .6 4-7 5-16 4Z" fill="#ff5c7e" />
      <circle cx="36" cy="25" r="3.5" fill="#c92a4e" />
      <circle cx="59" cy="54" r="8" fill="#ffd45c" stroke="#e09a1c" strokeWidth="2.5" />
      <path
        d="M59 50v8m-2.5-6h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4"
        stroke="#b8720f"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <path d="m60 6 1.8 4.2L66 12l-4.2 1.8L60 18l-1.8-4.2L54 12l4.2-1.8z" fill="#fff" />
      <path d="m10 13 1.2 2.8 2.8 1.2-2.8 1.2L10 21l-1.2-2.8L6 17l2.8-1.2z" fill="#fff" opacity=".75" />
    </svg>
  );
}
