import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { LoginValue, LoginVerifyRequired } from '@app/contract/calls';
import { ModeTabs } from '../../../components/ModeTabs';
import { FormFailure } from '../../../components/FormFailure';
import { CloseIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { reportedByLayer } from '../../../api/request-errors';
import { errorText } from '../../../i18n/error-text';
import { useSettings } from '../../../stores/app-store';
import { authApi } from '../api';
import { usePhoneErrorLines, usePhoneSignIn } from '../phone/use-phone-sign-in';
import { TwoFactorSmsFields } from '../TwoFactorSmsFields';
import {
  EMPTY_TWO_FACTOR_FIELDS,
  emptyTwoFactorField,
  METHOD_FIELDS,
  twoFactorRequest,
  twoFactorTabs,
  type TwoFactorField,
  type TwoFactorMethod,
  type VerifiedSignIn,
} from './two-factor-rules';
import './two-factor.css';

export interface TwoFactorModalProps {
  /**
   * The sign-in being verified: a password login (sent again with the answer), or the pending sign-in of a
   * social, phone or SMS sign-in (the verification then answers its session).
   */
  login: VerifiedSignIn;
  required: LoginVerifyRequired;
  /**
   * The verification passed: the host shows the success message, continues the sign-in and closes the modal.
   * `session`: the session of a pending sign-in; null after a password login's verification.
   */
  onVerified(session: LoginValue | null): void;
  onClose(): void;
}

/**
 * The two-factor modal (§2): the current IP was not recorded and any one verification is needed to continue.
 * Tabs for the methods the server requires (payeeName, sms, ga, email), opening on the first. An empty field
 * is highlighted and focused; a failure shows the server message, clears the fields and focuses the input.
 */
export function TwoFactorModal({ login, required, onVerified, onClose }: TwoFactorModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const tabs = useMemo(() => twoFactorTabs(required), [required]);
  const [method, setMethod] = useState<TwoFactorMethod>(tabs[0] ?? 'ga');
  const [fields, setFields] = useState(EMPTY_TWO_FACTOR_FIELDS);
  const [empty, setEmpty] = useState<TwoFactorField | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialingCode, setDialingCode] = useState('');
  // The sms tab through the phone provider (§5): its code confirms a Firebase id token, sent instead.
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const phone = usePhoneSignIn(useSettings()?.smsProvider, recaptchaRef);
  const phoneErrorLines = usePhoneErrorLines();
  const close = () => {
    if (!busy) onClose();
  };

  const focusField = useCallback((name: TwoFactorField) => {
    const input = formRef.current?.elements.namedItem(name);
    if (input instanceof HTMLElement) input.focus();
  }, []);

  // Opens with the first method's input ready to type in.
  useEffect(() => {
    const first = tabs[0];
    if (first) focusField(METHOD_FIELDS[first][0]!);
  }, [tabs, focusField]);

  const field = (name: TwoFactorField) => ({
    name,
    value: fields[name],
    onChange: (e: { target: { value: string } }) => {
      setFields((f) => ({ ...f, [name]: e.target.value }));
      if (empty === name) setEmpty(null);
    },
    error: empty === name ? t('field_required') : null,
  });

  const choose = (next: TwoFactorMethod) => {
    setMethod(next);
    setEmpty(null);
    setFailure(null);
  };

  const highlight = (name: TwoFactorField) => {
    setEmpty(name);
    focusField(name);
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const missing = emptyTwoFactorField(method, fields);
    setEmpty(missing);
    if (missing) {
      focusField(missing);
      return;
    }
    setBusy(true);
    let firebaseIdToken: string | undefined;
    if (method === 'sms' && phone) {
      try {
        firebaseIdToken = await phone.confirmCode(fields.verificationCode.trim());
      } catch (error) {
        setBusy(false);
        setFailure(phoneErrorLines(error)?.join(' ') ?? null);
        focusField('verificationCode');
        return;
      }
    }
    const res = await authApi.verifyLogin(
      twoFactorRequest(login, method, fields, dialingCode, firebaseIdToken),
    );
    if (res.success) {
      // Stays busy: the host continues the login after 0.5 s and closes the modal.
      onVerified(res.value ?? null);
      return;
    }
    setBusy(false);
    setFields(EMPTY_TWO_FACTOR_FIELDS);
    // Network failures and timeouts are already in the Notice alert.
    if (!reportedByLayer(res)) setFailure(errorText(t, res));
    focusField(METHOD_FIELDS[method][0]!);
  };

  return (
    <Modal
      backdropClassName="backdrop"
      className="dialog two-factor"
      labelledBy={titleId}
      describedBy={introId}
      onClose={close}
    >
      <div className="two-factor-head">
        <h2 id={titleId}>{t('two_factor_title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('close')} onClick={close} disabled={busy}>
          <CloseIcon />
        </button>
      </div>
      <p id={introId} className="two-factor-intro">
        {t('two_factor_intro')}
      </p>
      <ModeTabs
        label={t('two_factor_methods')}
        tabs={tabs.map((m) => ({ mode: m, label: t(`two_factor_${m}`) }))}
        value={method}
        onChange={choose}
      >
        <form ref={formRef} className="form" onSubmit={(e) => void submit(e)} noValidate>
          {method === 'payeeName' && (
            <TextField
              label={t('two_factor_payee_name')}
              hint={t('two_factor_payee_name_hint')}
              autoComplete="name"
              {...field('payeeName')}
            />
          )}
          {method === 'sms' && (
            <TwoFactorSmsFields
              mobile={field('mobile')}
              code={field('verificationCode')}
              onDialingCode={setDialingCode}
              onMobileMissing={() => highlight('mobile')}
              onSent={() => focusField('verificationCode')}
              phone={phone}
            />
          )}
          {method === 'ga' && (
            <TextField
              label={t('two_factor_auth_code')}
              hint={t('two_factor_auth_code_hint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              {...field('authCode')}
            />
          )}
          {method === 'email' && (
            <TextField
              label={t('two_factor_email_address')}
              hint={t('two_factor_email_hint')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...field('email')}
            />
          )}
          {failure && <FormFailure>{failure}</FormFailure>}
          <div ref={recaptchaRef} />
          <SubmitButton busy={busy}>{t('two_factor_verify')}</SubmitButton>
        </form>
      </ModeTabs>
    </Modal>
  );
}
