import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import type { LoginValue, LoginVerifyRequired } from '@app/contract/calls';
import { ModeTabs } from '../../../components/ModeTabs';
import { FormFailure } from '../../../components/FormFailure';
import { CloseIcon } from '../../../components/icons';
import { Modal } from '../../../components/Modal';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { focusField, useForm } from '../../../hooks/use-form';
import { reportedByLayer } from '../../../api/request-errors';
import { errorText } from '../../../i18n/error-text';
import { useSettings } from '../../../stores/app-store';
import { authApi } from '../api';
import { usePhoneErrorLines, usePhoneSignIn } from '../phone/use-phone-sign-in';
import {
  EMPTY_TWO_FACTOR_FIELDS,
  METHOD_FIELDS,
  twoFactorProblems,
  twoFactorRequest,
  twoFactorTabs,
  type TwoFactorField,
  type TwoFactorFields,
  type TwoFactorMethod,
  type VerifiedSignIn,
} from './two-factor-rules';
import { TwoFactorSmsFields } from './TwoFactorSmsFields';
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
  const tabs = useMemo(() => twoFactorTabs(required), [required]);
  const [method, setMethod] = useState<TwoFactorMethod>(tabs[0] ?? 'ga');
  const formRef = useRef<HTMLFormElement>(null);
  const {
    field: formField,
    busy: verifying,
    onSubmit,
    setForm,
    setProblems,
  } = useForm(EMPTY_TWO_FACTOR_FIELDS);
  // A pass keeps the modal busy: the host continues the login after 0.5 s and closes it.
  const [verified, setVerified] = useState(false);
  const busy = verifying || verified;
  const [failure, setFailure] = useState<string | null>(null);
  const [dialingCode, setDialingCode] = useState('');
  // The sms tab through the phone provider (§5): its code confirms a Firebase id token, sent instead.
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const phone = usePhoneSignIn(useSettings()?.smsProvider, recaptchaRef);
  const phoneErrorLines = usePhoneErrorLines();
  const close = () => {
    if (!busy) onClose();
  };

  // Opens with the first method's input ready to type in.
  useEffect(() => {
    const first = tabs[0];
    if (first) focusField(formRef.current, METHOD_FIELDS[first][0]!);
  }, [tabs]);

  // Typing in the highlighted field clears it (entry §5: the modal highlights one empty field at a time).
  const field = (name: TwoFactorField) => {
    const props = formField(name);
    return {
      ...props,
      onChange: (e: { target: { value: string } }) => {
        props.onChange(e);
        if (props.error) setProblems({});
      },
    };
  };

  const choose = (next: TwoFactorMethod) => {
    setMethod(next);
    setProblems({});
    setFailure(null);
  };

  const verify = async (fields: TwoFactorFields) => {
    let firebaseIdToken: string | undefined;
    if (method === 'sms' && phone) {
      try {
        firebaseIdToken = await phone.confirmCode(fields.verificationCode.trim());
      } catch (error) {
        setFailure(phoneErrorLines(error)?.join(' ') ?? null);
        focusField(formRef.current, 'verificationCode');
        return;
      }
    }
    const res = await authApi.verifyLogin(
      twoFactorRequest(login, method, fields, dialingCode, firebaseIdToken),
    );
    if (res.success) {
      setVerified(true);
      onVerified(res.value ?? null);
      return;
    }
    setForm(EMPTY_TWO_FACTOR_FIELDS);
    // Network failures and timeouts are already in the Notice alert.
    if (!reportedByLayer(res)) setFailure(errorText(t, res));
    focusField(formRef.current, METHOD_FIELDS[method][0]!);
  };

  const submit = onSubmit((fields) => twoFactorProblems(method, fields), verify);

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
        <form
          ref={formRef}
          className="form"
          onSubmit={(e) => {
            // Nothing while a verification runs, nor after a pass until the host closes the modal.
            if (busy) {
              e.preventDefault();
              return;
            }
            setFailure(null);
            submit(e);
          }}
          noValidate
        >
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
              focus={(name) => {
                // A send without the number highlights it alone, as a verify highlights its first empty field.
                if (name === 'mobile') setProblems({});
                focusField(formRef.current, name === 'code' ? 'verificationCode' : 'mobile');
              }}
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
