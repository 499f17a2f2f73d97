import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { ModeTabs } from '../../components/ModeTabs';

const loadSmsForm = () => import('./SmsLoginForm');
// The SMS mode (country list, countdown, phone sign-in) loads when chosen: it stays out of the first load.
const SmsLoginForm = lazy(async () => ({ default: (await loadSmsForm()).SmsLoginForm }));

type LoginMode = 'password' | 'sms';

/** The login screen's two modes, username/password and SMS code. */
export function LoginModes({ passwordForm }: { passwordForm: ReactNode }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('password');
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
