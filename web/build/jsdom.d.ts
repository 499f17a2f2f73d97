// The part of jsdom the prerender step uses (jsdom ships no types; vitest's jsdom environment uses the same
// package).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
