import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/translate';
import type { LoginRequest } from '@app/contract/calls';
import { SUCCESS_MESSAGE_MS, TWO_FACTOR_CONTINUE_MS } from '@app/contract/constants/sign-in';
import { SPEC_ERROR, SPEC_MESSAGE_KEY } from '@app/contract/first-load-errors';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { UNKNOWN_FAILURE, useFailureAlert } from '../../hooks/use-failure-alert';
import { useForm } from '../../hooks/use-form';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { merchantCode } from '../../lib/merchant';
import { forgetSavedLogin, readSavedLogin } from '../../lib/saved-login';
import { whenIdle } from '../../lib/when-idle';
import { useOverlays } from '../../stores/overlays';
import { useCaptcha } from '../captcha';
import { loginProblems } from './credential-problems';
import type { TwoFactorModalProps } from './two-factor/TwoFactorModal';
import './password-login.css';

type Credentials = { username: string; password: string };

/** The two-factor modal, loaded when the server first asks for it (it is not part of the login screen's load). */
interface TwoFactor {
  Modal: ComponentType<TwoFactorModalProps>;
  login: Credentials;
  required: TwoFactorModalProps['required'];
}

/** The username of this merchant's remembered password login, filled in for the player. */
const rememberedUsername = (): string | null => {
  const saved = readSavedLogin();
  return saved?.type === 'username' && saved.merchant === merchantCode ? saved.username : null;
};

/**
 * The code that sends the login and signs the player in: not part of the login screen's first load, it is
 * fetched when the browser is idle after the screen shows (or at the first submit, if that comes first).
 */
const loadSignIn = () => Promise.all([import('./password-login'), import('./use-complete-sign-in')]);

/** Saves the login sealed (crypto loads on first use); a browser that cannot keep it simply does not. */
const remember = (request: LoginRequest): Promise<boolean> =>
  import('./remembered/remembered-login').then((m) => m.rememberLogin(request)).catch(() => false);

/**
 * Username and password login (type username). "Remember me" keeps the login, password sealed, for the
 * next visit's auto login; it starts ticked when a login is already remembered.
 */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const showFailure = useFailureAlert();
  const showToast = useOverlays((s) => s.showToast);
  const [remembered] = useState(rememberedUsername);
  const [rememberMe, setRememberMe] = useState(remembered !== null);
  const [twoFactor, setTwoFactor] = useState<TwoFactor | null>(null);
  const { field, busy, onSubmit, run } = useForm({ username: remembered ?? '', password: '' });
  const captcha = useCaptcha('login');
  useEffect(() => whenIdle(() => void loadSignIn().catch(() => undefined)), []);

  const openTwoFactor = async (login: Credentials, value: unknown) => {
    try {
      const [{ TwoFactorModal }, { requiredMethodsOf }] = await Promise.all([
        import('./two-factor/TwoFactorModal'),
        import('./two-factor/two-factor-rules'),
      ]);
      const required = requiredMethodsOf(value);
      if (required) {
        setTwoFactor({ Modal: TwoFactorModal, login, required });
        return;
      }
    } catch {
      // The modal could not be loaded (offline): said below like any failed login.
    }
    showFailure(UNKNOWN_FAILURE);
  };

  /** `continuesTwoFactor`: the server lets the login right after a two-factor pass through without a captcha. */
  const logIn = async (login: Credentials, continuesTwoFactor = false) => {
    // §4: "if a captcha is required it is passed first".
    const captchaFields = continuesTwoFactor ? {} : await captcha.ensure();
    if (!captchaFields) return;
    const code = await loadSignIn().catch(() => null);
    if (!code) {
      // The code could not be fetched (offline): said like any failed login.
      showFailure(UNKNOWN_FAILURE);
      return;
    }
    const [{ passwordLoginRequest, sendPasswordLogin }, { completeSignIn }] = code;
    const request = passwordLoginRequest(login.username, login.password, captchaFields);
    const res = await sendPasswordLogin(request);
    if (res.success && res.value) {
      if (!rememberMe || !(await remember(request))) forgetSavedLogin();
      await completeSignIn(res.value, 'username', navigate);
      return;
    }
    // The server used the captcha's result: the next try needs a new one.
    captcha.reset();
    if (res.errorCode === SPEC_ERROR.loginVerifyRequired) {
      await openTwoFactor(login, res.value);
      return;
    }
    showFailure(res);
  };

  // §4: 'login_2fa_pass' for 1.5 s; the login continues after 0.5 s and the modal closes.
  const onVerified = (login: Credentials) => {
    showToast(t(SPEC_MESSAGE_KEY.login2faPass), SUCCESS_MESSAGE_MS);
    setTimeout(() => {
      setTwoFactor(null);
      run(() => logIn(login, true));
    }, TWO_FACTOR_CONTINUE_MS);
  };

  return (
    <>
      <form className="form" onSubmit={onSubmit(loginProblems, (login) => logIn(login))} noValidate>
        <TextField
          label={t('username')}
          // The server finds the member by mobile number too (players who registered by mobile).
          hint={t('login_username_hint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...field('username')}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        {captcha.element}
        <label className="remember-me">
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          <span>{t('remember_me')}</span>
        </label>
        <SubmitButton busy={busy}>{t('login')}</SubmitButton>
      </form>
      {twoFactor && (
        <twoFactor.Modal
          login={twoFactor.login}
          required={twoFactor.required}
          onVerified={() => onVerified(twoFactor.login)}
          onClose={() => setTwoFactor(null)}
        />
      )}
    </>
  );
}
