import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { ModeTabs } from '../../components/ModeTabs';
import { useSocialArgs } from './firebase/social-args';

const loadSmsForm = () => import('./SmsLoginForm');
// The SMS mode (country list, countdown, phone sign-in) loads when chosen: it stays out of the first load.
const SmsLoginForm = lazy(async () => ({ default: (await loadSmsForm()).SmsLoginForm }));

type LoginMode = 'password' | 'sms';

/** The login screen's two modes, username/password and SMS code. */
export function LoginModes({ passwordForm }: { passwordForm: ReactNode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('password');
  // 'log in to existing account' (after a social or phone sign-in): the password form, the username field.
  const existingChosen = useSocialArgs((s) => s.existingChosen);
  const focusedFor = useRef(existingChosen);
  useEffect(() => {
    if (existingChosen !== focusedFor.current) setMode('password');
  }, [existingChosen]);
  useEffect(() => {
    if (mode !== 'password' || existingChosen === focusedFor.current) return;
    focusedFor.current = existingChosen;
    document.querySelector<HTMLInputElement>('main input[autocomplete="username"]')?.focus();
  }, [mode, existingChosen]);
  return (
    <ModeTabs<LoginMode>
      label={t('login_method')}
      tabs={[
        { mode: 'password', label: t('login_mode_password') },
        // Fetch the SMS mode while the finger is still down.
        { mode: 'sms', label: t('login_mode_sms'), onPointerEnter: () => void loadSmsForm() },
      ]}
      value={mode}
      onChange={setMode}
    >
      {mode === 'sms' ? (
        <Suspense fallback={null}>
          <SmsLoginForm />
        </Suspense>
      ) : (
        passwordForm
      )}
    </ModeTabs>
  );
}
