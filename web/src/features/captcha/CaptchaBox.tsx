import { useSyncExternalStore } from 'react';
import type { CaptchaSession } from './captcha-session';
import { GeetestWidget } from './GeetestWidget';
import { PlainCaptchaField } from './PlainCaptchaField';
import './captcha.css';

/** The captcha of a form (loaded on demand): the plain captcha field or the Geetest widget. */
export default function CaptchaBox({ session }: { session: CaptchaSession }) {
  const view = useSyncExternalStore(session.subscribe, session.view);
  return view.flavour === 'plain' ? (
    <PlainCaptchaField view={view} session={session} />
  ) : (
    <GeetestWidget view={view} session={session} />
  );
}
