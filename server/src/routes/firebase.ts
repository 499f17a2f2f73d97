import type { CallHandler } from '../http/call-handler';
import { firebaseRegister } from '../services/firebase-sign-in';

/**
 * POST /wps/member/register/firebase (chosen path): a new member bound to the Firebase identity, signed in.
 * Open in the auto-register mode (socialSignIn.autoRegister) or with FIREBASECREATEACC3.
 */
export const socialRegister: CallHandler<'socialRegister'> = async (ctx) =>
  firebaseRegister(ctx, { channel: ctx.input.firebaseChannel, idToken: ctx.input.firebaseIdToken });
