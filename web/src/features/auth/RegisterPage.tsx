import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { AppLink } from '../../components/AppLink';
import { ModeTabs } from '../../components/ModeTabs';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { UNKNOWN_FAILURE, useFailureAlert } from '../../hooks/use-failure-alert';
import { focusField, useForm } from '../../hooks/use-form';
import {
  keepQueuedLandings,
  readAdAttribution,
  readPixelValues,
  readRegistrationInfo,
} from '../../lib/attribution';
import { loginDevice } from '../../lib/device';
import { loginDeviceId } from '../../lib/login-device-id';
import { merchantCode } from '../../lib/merchant';
import { track } from '../../lib/track';
import { useAppStore, useSettings } from '../../stores/app-store';
import { alertAndWait } from '../../stores/overlays';
import { useCaptcha } from '../captcha';
import { SmsCodeFields, useCountries, useSmsCodeSend, type Countries } from '../verification';
import { AuthLayout } from './AuthLayout';
import { authApi } from './api';
import { mobileRegistrationProblems, registrationProblems } from './credential-problems';
import {
  asksPassword,
  registerModes,
  registerRequestFor,
  registerSuccessText,
  registrationOutcome,
  shownRegisterMode,
  type RegisterMode,
} from './register-request';
import { sessionInfoFrom } from './session-info-from';

/** The username mode has no number: its form never sends a code. */
const NO_COUNTRIES: Pick<Countries, 'ensureSelected'> = { ensureSelected: async () => null };

/** The registration form of one mode: by username, or by mobile number with the country picker. */
function RegisterForm({ mode, countries }: { mode: RegisterMode; countries?: Countries }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const settings = useSettings();
  const signIn = useAppStore((s) => s.signIn);
  const showFailure = useFailureAlert();
  const withPassword = asksPassword(mode, settings?.register ?? null);
  const { field, busy, onSubmit } = useForm({
    username: '',
    mobile: '',
    code: '',
    password: '',
    confirm: '',
  });
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useCaptcha('register');
  // The SMS code that proves the number: failures in the Notice alert, like the registration's own.
  const smsSend = useSmsCodeSend({
    countries: countries ?? NO_COUNTRIES,
    phoneProvider: null,
    focus: (name) => focusField(formRef.current, name),
    onFailure: (failure) => {
      if (failure?.kind === 'answer') showFailure(failure.answer);
    },
  });
  const [registeredAs, setRegisteredAs] = useState<string | null>(null);
  const [suggesting, setSuggesting] = useState(false);

  /** autoUsername: the server suggests a free username passing the rule; the player may keep or edit it. */
  const suggestUsername = async () => {
    setSuggesting(true);
    const res = await authApi.autoUsername();
    setSuggesting(false);
    if (res.success && res.value) field('username').onChange({ target: { value: res.value.username } });
    else showFailure(res);
  };

  const check = (f: { username: string; mobile: string; code: string; password: string; confirm: string }) =>
    mode === 'username' ? registrationProblems(f) : mobileRegistrationProblems(f, withPassword);

  const register = async (form: { username: string; mobile: string; code: string; password: string }) => {
    // §5: "Captcha is run first if no captcha result is on the form."
    const captchaFields = await captcha.ensure();
    if (!captchaFields) return;
    const country = countries ? await countries.ensureSelected() : null;
    if (countries && !country) {
      showFailure(UNKNOWN_FAILURE);
      return;
    }
    const { device } = useAppStore.getState();
    keepQueuedLandings();
    const request = registerRequestFor({
      mode,
      form,
      withPassword,
      countryDialingCode: country?.countryDialingCode ?? '',
      device,
      href: window.location.href,
      hostname: window.location.hostname,
      loginDeviceId: loginDeviceId(),
      registrationInfo: readRegistrationInfo(),
      pixelValues: readPixelValues(),
      adAttribution: readAdAttribution(),
      captcha: captchaFields,
    });
    const kind = loginDevice(device);
    track('registerSubmit', { method: mode });
    const res =
      request.call === 'register'
        ? await authApi.register(request.payload, kind)
        : await authApi.registerMobile(request.payload, kind);
    const outcome = registrationOutcome(res);
    if (outcome.kind === 'refused') {
      // §5: after a failed registration the captcha input is cleared and a new one fetched.
      captcha.reset();
      showFailure(res);
      return;
    }
    track('register', { method: mode });
    if (outcome.kind === 'registered') {
      // §4: "Without login after registration, the result is just returned": the player stays here.
      setRegisteredAs(outcome.userName);
      return;
    }
    signIn(sessionInfoFrom(outcome.answer, merchantCode));
    await alertAndWait(registerSuccessText(res.message, t('register_success')));
    navigate('/home', { replace: true });
  };

  if (registeredAs !== null) {
    return (
      <div className="form" role="status">
        <p>{t('register_success_no_login', { username: registeredAs })}</p>
        <AppLink to="/login">{t('login')}</AppLink>
      </div>
    );
  }

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit(check, register)} noValidate>
      {!countries ? (
        <div className="field-row">
          <TextField
            label={t('username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            hint={t('username_rule')}
            {...field('username')}
          />
          <button
            type="button"
            className="btn btn-ghost send-code"
            disabled={suggesting}
            aria-busy={suggesting}
            onClick={() => void suggestUsername()}
          >
            {t('suggest_username')}
          </button>
        </div>
      ) : (
        <SmsCodeFields
          sender={smsSend}
          countries={countries}
          mobile={{ hint: t('mobile_rule'), ...field('mobile') }}
          code={field('code')}
        />
      )}
      {withPassword ? (
        <>
          <TextField
            label={t('password')}
            type="password"
            autoComplete="new-password"
            hint={t('password_rule')}
            {...field('password')}
          />
          <TextField
            label={t('confirm_password')}
            type="password"
            autoComplete="new-password"
            {...field('confirm')}
          />
        </>
      ) : (
        <p className="field-hint">{t('register_mobile_no_password')}</p>
      )}
      {captcha.element}
      <SubmitButton busy={busy}>{t('register')}</SubmitButton>
    </form>
  );
}

/** Registration by mobile number: the country list loads only for this mode. */
function MobileRegisterForm() {
  return <RegisterForm mode="mobile" countries={useCountries()} />;
}

/** The form of the mode shown (keyed by it, so a switch starts a fresh form). */
const formOf = (mode: RegisterMode) =>
  mode === 'mobile' ? <MobileRegisterForm key={mode} /> : <RegisterForm key={mode} mode={mode} />;

/** The registration screen: the modes the merchant allows (a switch when both), else a closed notice. */
export function RegisterPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [chosen, setChosen] = useState<RegisterMode | null>(null);
  const modes = registerModes(settings?.register ?? null);
  const mode = shownRegisterMode(modes, chosen);
  const labels: Record<RegisterMode, string> = {
    username: t('register_mode_username'),
    mobile: t('register_mode_mobile'),
  };

  return (
    <AuthLayout
      title={t('register_title')}
      subtitle={t('register_subtitle')}
      footer={
        <>
          {t('have_account')} <AppLink to="/login">{t('login')}</AppLink>
        </>
      }
    >
      {mode === null ? (
        <p role="status">{t('register_closed')}</p>
      ) : (
        // One shape for one mode or two (the switch shows for two): the settings may arrive after the first
        // render and add a mode, and the form the player is typing in stays mounted.
        <ModeTabs<RegisterMode>
          label={t('register_method')}
          tabs={modes.map((m) => ({ mode: m, label: labels[m] }))}
          value={mode}
          onChange={setChosen}
          switchOnlyForMany
        >
          {formOf(mode)}
        </ModeTabs>
      )}
    </AuthLayout>
  );
}
