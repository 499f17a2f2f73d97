import { useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { TextField } from '../../components/TextField';
import { SubmitButton } from '../../components/SubmitButton';
import { AppLink } from '../../components/AppLink';
import { ModeTabs } from '../../components/ModeTabs';
import { useAppNavigate } from '../../hooks/use-app-navigate';
import { UNKNOWN_FAILURE, useFailureAlert } from '../../hooks/use-failure-alert';
import { useForm } from '../../hooks/use-form';
import {
  keepQueuedLandings,
  readAdAttribution,
  readPixelValues,
  readRegistrationInfo,
} from '../../lib/attribution';
import { loginDevice } from '../../lib/device';
import { loginDeviceId } from '../../lib/login-device-id';
import { merchantCode } from '../../lib/merchant';
import { useAppStore, useSettings } from '../../stores/app-store';
import { alertAndWait } from '../../stores/overlays';
import { useCaptcha } from '../captcha';
import { countryPickerVisibility, PhoneNumberField, type CountryPickerVisibility } from '../verification';
import { AuthLayout } from './AuthLayout';
import { authApi } from './api';
import { useCountries, type Countries } from './country/use-countries';
import { mobileRegistrationProblems, registrationProblems } from './credential-problems';
import {
  asksPassword,
  registerModes,
  registerRequestFor,
  registerSuccessText,
  shownRegisterMode,
  type RegisterMode,
} from './register-request';
import { registeredAnswer, sessionInfoFrom } from './session-info-from';

interface Phone {
  countries: Countries;
  picker: CountryPickerVisibility;
}

/** The registration form of one mode: by username, or by mobile number with the country picker. */
function RegisterForm({ mode, phone }: { mode: RegisterMode; phone?: Phone }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const settings = useSettings();
  const signIn = useAppStore((s) => s.signIn);
  const showFailure = useFailureAlert();
  const withPassword = asksPassword(mode, settings?.register ?? null);
  const { field, busy, onSubmit } = useForm({ username: '', mobile: '', password: '', confirm: '' });
  const captcha = useCaptcha('register');

  const check = (f: { username: string; mobile: string; password: string; confirm: string }) =>
    mode === 'username' ? registrationProblems(f) : mobileRegistrationProblems(f, withPassword);

  const register = async (form: { username: string; mobile: string; password: string }) => {
    // §5: "Captcha is run first if no captcha result is on the form."
    const captchaFields = await captcha.ensure();
    if (!captchaFields) return;
    const country = phone ? await phone.countries.ensureSelected() : null;
    if (phone && !country) {
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
    const res =
      request.call === 'register'
        ? await authApi.register(request.payload, kind)
        : await authApi.registerMobile(request.payload, kind);
    const token = res.success ? res.value?.token : null;
    if (!res.value || !token) {
      // §5: after a failed registration the captcha input is cleared and a new one fetched.
      captcha.reset();
      showFailure(res);
      return;
    }
    signIn(sessionInfoFrom(registeredAnswer({ ...res.value, token }), merchantCode));
    await alertAndWait(registerSuccessText(res.message, t('register_success')));
    navigate('/home', { replace: true });
  };

  return (
    <form className="form" onSubmit={onSubmit(check, register)} noValidate>
      {!phone ? (
        <TextField
          label={t('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('username_rule')}
          {...field('username')}
        />
      ) : (
        <PhoneNumberField
          countries={phone.countries}
          picker={phone.picker}
          label={t('mobile_number')}
          hint={t('mobile_rule')}
          {...field('mobile')}
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
  const settings = useSettings();
  const countries = useCountries();
  const picker = countryPickerVisibility({ countriesLoaded: countries.loaded, settings });
  return <RegisterForm mode="mobile" phone={{ countries, picker }} />;
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
      ) : modes.length > 1 ? (
        <ModeTabs<RegisterMode>
          label={t('register_method')}
          tabs={modes.map((m) => ({ mode: m, label: labels[m] }))}
          value={mode}
          onChange={setChosen}
        >
          {formOf(mode)}
        </ModeTabs>
      ) : (
        formOf(mode)
      )}
    </AuthLayout>
  );
}
