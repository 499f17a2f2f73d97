import type { CallName, calls } from '@app/contract/calls';
import { CONTRACT_ERROR } from '@app/contract/errors';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { Merchant } from '../services/merchants';
import type { SessionLookup } from '../services/sessions';
import { ApiError, notLoggedIn } from './api-error';

export type CallInput<N extends CallName> = z.output<(typeof calls)[N]['request']>;
export type CallOutput<N extends CallName> = z.output<(typeof calls)[N]['response']>;

/** What a call handler receives: the validated input and the request's merchant, session and client. */
export interface CallContext<N extends CallName> {
  name: N;
  input: CallInput<N>;
  merchant: Merchant;
  /**
   * Set on authenticated calls (`public: false`); on a public relay, set when its token is a live session (a
   * member) and null for a guest (auth-hook.ts).
   */
  session: SessionLookup | null;
  ip: string;
  /**
   * The origin the request came to (scheme, host and port, as the proxy forwarded them under TRUST_PROXY): where the
   * app runs, for the URLs of this server's own pages it answers (the demo games, the demo chat).
   */
  origin: string;
  /** Upper-case Language header, '' when absent. */
  language: string;
  params: Record<string, string>;
  app: AppContext;
}

/** An answer sent as is, outside the envelope (the key response, the manifest). */
export class RawAnswer {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export type CallHandler<N extends CallName> = (ctx: CallContext<N>) => Promise<CallOutput<N> | RawAnswer>;

/** A route-table entry: a handler, or "answered by the handler of another call with the same method and path". */
export type RouteEntry<N extends CallName> = CallHandler<N> | { sharedWith: CallName };

export type RouteTable = { [N in CallName]: RouteEntry<N> };

/** request.not.found (HTTP 404): this server has no such call. */
export const notFound = (detail: string): ApiError => new ApiError(404, CONTRACT_ERROR.notFound, detail);

/** The session of an authenticated call (the auth hook guarantees it). */
export function requireSession(ctx: { session: SessionLookup | null }): SessionLookup {
  if (!ctx.session) throw notLoggedIn();
  return ctx.session;
}
