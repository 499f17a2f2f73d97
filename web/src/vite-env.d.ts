/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Merchant code sent in the Merchant header; the build for each merchant sets it. */
  readonly VITE_MERCHANT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// React 18 does not know the `inert` attribute: it passes a string through (the empty string sets it) and drops
// a boolean, so the type takes the string only.
declare namespace React {
  // Merged into React's own interface, whose type parameter it must name alike.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
  // Nor `fetchPriority` (React 19's name): it warns and passes it on. The lowercase attribute goes through as is.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto' | undefined;
  }
}
