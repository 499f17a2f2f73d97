import { create } from 'zustand';
import type { FirebaseChannel } from '@app/contract/constants/social-sign-in';
import type { LoginRequest } from '@app/contract/calls';

/** The stored social arguments: the channel and Firebase id token of the sign-in under way (§4). */
export interface SocialArgs {
  firebaseChannel: FirebaseChannel;
  firebaseIdToken: string;
}

/**
 * Kept from the provider sign-in until the sign-in ends: after bind_customer_required they wait for 'register
 * new' or ride along with the password login of 'log in to existing account' (the server then binds them).
 * Any completed sign-in, and any other error, resets them.
 */
export const useSocialArgs = create<{
  args: SocialArgs | null;
  /** Counts the player's 'log in to existing account' choices: the login screen shows the password form. */
  existingChosen: number;
}>(() => ({ args: null, existingChosen: 0 }));

export const storeSocialArgs = (args: SocialArgs): void => useSocialArgs.setState({ args });
export const resetSocialArgs = (): void => useSocialArgs.setState({ args: null });
export const chooseExistingAccount = (): void =>
  useSocialArgs.setState((s) => ({ existingChosen: s.existingChosen + 1 }));

/** A password login carries the stored social arguments, so that the server binds that identity on success. */
export const withStoredSocialArgs = <R extends LoginRequest>(request: R): R => {
  const { args } = useSocialArgs.getState();
  return args && request.type === 'username' ? { ...request, ...args } : request;
};
