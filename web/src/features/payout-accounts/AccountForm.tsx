import { useId, useState } from 'react';
import type { PayoutKind, PixKeyType, WithdrawAccountInfo } from '@app/contract/wallet';
import {
  mobileNumberExample,
  PIX_PROVIDER,
  type PayoutAccountInput,
} from '@app/contract/payout-account-rules';
import { reportedByLayer } from '../../api/request-errors';
import { FormFailure } from '../../components/FormFailure';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { useForm } from '../../hooks/use-form';
import { useTranslation } from '../../i18n/translate';
import { useMoney, walletFailureText } from '../money';
import {
  accountFormProblems,
  bankLengthHintKey,
  PIX_INPUT,
  PIX_KEY_TYPES,
  refusalProblems,
} from './account-rules';
import { payoutAccountsApi } from './api';
import { ChoiceChips } from './ChoiceChips';

/**
 * The form that binds one payout account of a kind: its bank, wallet or network (or a Pix key's type), the
 * number with its own keyboard and a hint of its form, and the holder name (the member's real name, read only,
 * once one is set). The contract's rules check it before it is sent; the server's refusals show under their
 * field. The whole number goes once, encrypted (contract/src/endpoints.ts).
 */
export function AccountForm({
  kind,
  pix,
  info,
  countryCode,
  onAdded,
}: {
  kind: PayoutKind;
  pix: boolean;
  info: WithdrawAccountInfo;
  countryCode: string;
  onAdded(): void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { banks, eWallets, networks } = info.payoutOptions;
  const realName = info.realName;
  const { form, field, busy, onSubmit, setForm, setProblems } = useForm({
    // One network (TRC20 today) needs no choosing.
    provider: pix
      ? PIX_PROVIDER
      : kind === 'VIRTUAL_WALLET' && networks.length === 1
        ? (networks[0] ?? '')
        : '',
    accountNumber: '',
    holderName: '',
  });
  // The real name, once there is one, is the holder name: also when it arrives after the form is up (the first
  // account, added just before, made its holder the real name while the account info was fetched again).
  const holderName = realName ?? form.holderName;
  const [pixKeyType, setPixKeyType] = useState<PixKeyType>('CPF');
  const [failure, setFailure] = useState<string | null>(null);
  const account: PayoutAccountInput = {
    kind,
    provider: form.provider,
    accountNumber: form.accountNumber,
    ...(pix && { pixKeyType }),
  };

  const add = async (f: typeof form) => {
    setFailure(null);
    const res = await payoutAccountsApi.add({
      ...account,
      accountNumber: f.accountNumber.trim(),
      holderName: holderName.trim(),
    });
    if (!res.success) {
      if (reportedByLayer(res)) return;
      // A refusal may mean the facts changed under the page (a real name set, an account bound elsewhere): the
      // page fetches them again, and the holder field shows the real name it must be.
      payoutAccountsApi.refreshAccountInfo();
      const problems = refusalProblems(res.errorCode);
      if (problems) setProblems(problems);
      else setFailure(walletFailureText(t, res, money));
      return;
    }
    payoutAccountsApi.refreshAccountInfo();
    onAdded();
  };

  const choose = (provider: string) => setForm((f) => ({ ...f, provider }));
  const number = field('accountNumber');
  const bank = kind === 'BANK_CARD' && !pix ? banks.find((b) => b.code === form.provider) : undefined;
  const example = mobileNumberExample(countryCode);

  return (
    <form
      className="form payout-form"
      noValidate
      onSubmit={onSubmit(
        (f) => accountFormProblems({ ...account, ...f, holderName }, info.payoutOptions, countryCode),
        add,
      )}
    >
      {pix ? (
        <>
          <ChoiceChips<PixKeyType>
            legend={t('payout_pix_type')}
            name="pixKeyType"
            choices={PIX_KEY_TYPES.map((type) => ({ value: type, label: t(`payout_pix_type_${type}`) }))}
            value={pixKeyType}
            onChange={setPixKeyType}
          />
          <TextField
            label={t('payout_pix_key')}
            {...PIX_INPUT[pixKeyType]}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            hint={t(`payout_pix_hint_${pixKeyType}`)}
            {...number}
          />
        </>
      ) : kind === 'BANK_CARD' ? (
        <>
          <BankSelect banks={banks} value={form.provider} onChange={choose} error={field('provider').error} />
          <TextField
            label={t('payout_account_number')}
            inputMode="numeric"
            autoComplete="off"
            hint={
              bank &&
              t(bankLengthHintKey(bank), { bank: bank.name, min: bank.minLength, max: bank.maxLength })
            }
            {...number}
          />
        </>
      ) : kind === 'E_WALLET' ? (
        <>
          <ChoiceChips
            legend={t('payout_wallet')}
            name="provider"
            choices={eWallets.map((w) => ({ value: w.code, label: w.name }))}
            value={form.provider || null}
            onChange={choose}
          />
          <ProviderError error={field('provider').error} />
          <TextField
            label={t('payout_mobile_number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint={example ? t('payout_mobile_hint', { example }) : undefined}
            {...number}
          />
        </>
      ) : (
        <>
          <ChoiceChips
            legend={t('payout_network')}
            name="provider"
            choices={networks.map((n) => ({ value: n, label: n }))}
            value={form.provider || null}
            onChange={choose}
          />
          <ProviderError error={field('provider').error} />
          <TextField
            label={t('payout_address')}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            hint={t('payout_trc20_hint')}
            {...number}
          />
        </>
      )}
      <TextField
        label={t('payout_holder_name')}
        autoComplete="name"
        readOnly={realName !== null}
        hint={t(realName !== null ? 'payout_holder_locked_hint' : 'payout_holder_hint')}
        {...field('holderName')}
        value={holderName}
      />
      {failure && <FormFailure>{failure}</FormFailure>}
      <SubmitButton busy={busy}>{t('payout_add')}</SubmitButton>
    </form>
  );
}

/** The banks the merchant pays out to, as a native list: long, searchable by typing, the phone's own picker. */
function BankSelect({
  banks,
  value,
  onChange,
  error,
}: {
  banks: WithdrawAccountInfo['payoutOptions']['banks'];
  value: string;
  onChange(code: string): void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{t('payout_bank')}</label>
      <div className="field-box">
        <select
          id={id}
          name="provider"
          className="payout-select"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="" disabled>
            {t('payout_choose_bank')}
          </option>
          {banks.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </div>
      <ProviderError id={`${id}-error`} error={error} />
    </div>
  );
}

function ProviderError({ id, error }: { id?: string; error: string | null }) {
  return error ? (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  ) : null;
}
