/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Merchant code sent in the Merchant header; the build for each merchant sets it. */
  readonly VITE_MERCHANT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
