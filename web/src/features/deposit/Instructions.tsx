import { lazy, Suspense } from 'react';
import type { DepositInstruction, DepositRecord } from '@app/contract/wallet';
import { useTranslation } from '../../i18n/translate';
import { amountInputText, useMoney } from '../money';
import { CopyButton } from './CopyButton';
import { paymentPageUrl } from './deposit-rules';

// The QR encoder is its own chunk: only a QR or crypto deposit loads it.
const QrCode = lazy(async () => ({ default: (await import('../../components/QrCode')).QrCode }));

/** How to pay a pending deposit, by its channel's kind (contract/src/wallet.ts, depositInstructionSchema). */
export function Instructions({ record }: { record: DepositRecord }) {
  const { t } = useTranslation();
  const instruction = record.instruction;
  if (!instruction) return <p className="deposit-text">{t('deposit_watching')}</p>;
  switch (instruction.type) {
    case 'REDIRECT':
      return <PaymentPageLink url={instruction.url} />;
    case 'BANK_TRANSFER':
      return <BankTransfer instruction={instruction} amount={record.amount} />;
    case 'QR':
      return <QrPayment instruction={instruction} amount={record.amount} />;
    case 'CRYPTO':
      return <CryptoPayment instruction={instruction} />;
  }
}

type Of<T extends DepositInstruction['type']> = Extract<DepositInstruction, { type: T }>;

/** An online deposit not paid yet: back to the provider's page, when the app may follow its address. */
function PaymentPageLink({ url }: { url: string }) {
  const { t } = useTranslation();
  const href = paymentPageUrl(url, window.location.href);
  return href ? (
    <>
      <p className="deposit-text">{t('deposit_online_intro')}</p>
      <a className="btn btn-primary btn-block" href={href}>
        {t('deposit_continue_payment')}
      </a>
    </>
  ) : (
    <p className="form-failure">{t('deposit_payment_link_invalid')}</p>
  );
}

/** One detail of a payment, written out to be read and with its copy button. */
function Detail({ label, value, copy }: { label: string; value: string; copy?: string }) {
  return (
    <div className="deposit-detail">
      <dt>{label}</dt>
      <dd>
        <span className="deposit-detail-value">{value}</span>
        {copy !== undefined && <CopyButton text={copy} label={label} />}
      </dd>
    </div>
  );
}

/** The amount to pay, copied as the player's banking app takes it (digits, no symbol). */
function AmountDetail({ amount }: { amount: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Detail label={t('deposit_amount_to_pay')} value={money.format(amount)} copy={amountInputText(amount)} />
  );
}

function BankTransfer({ instruction, amount }: { instruction: Of<'BANK_TRANSFER'>; amount: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="deposit-text">{t('deposit_bank_intro')}</p>
      <dl className="deposit-details">
        <Detail label={t('deposit_bank_name')} value={instruction.bankName} copy={instruction.bankName} />
        <Detail
          label={t('deposit_account_name')}
          value={instruction.accountName}
          copy={instruction.accountName}
        />
        <Detail
          label={t('deposit_account_number')}
          value={instruction.accountNumber}
          copy={instruction.accountNumber}
        />
        <Detail label={t('deposit_reference')} value={instruction.reference} copy={instruction.reference} />
        <AmountDetail amount={amount} />
      </dl>
    </>
  );
}

/** The QR code in a box of its own size, held while the encoder loads. */
function Qr({ text, label }: { text: string; label: string }) {
  return (
    <div className="deposit-qr">
      <Suspense fallback={null}>
        <QrCode className="deposit-qr-code" text={text} label={label} />
      </Suspense>
    </div>
  );
}

function QrPayment({ instruction, amount }: { instruction: Of<'QR'>; amount: number }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="deposit-text">{t('deposit_qr_intro')}</p>
      <Qr text={instruction.payload} label={t('deposit_qr_label')} />
      <dl className="deposit-details">
        <Detail label={t('deposit_reference')} value={instruction.reference} copy={instruction.reference} />
        <AmountDetail amount={amount} />
      </dl>
    </>
  );
}

function CryptoPayment({ instruction }: { instruction: Of<'CRYPTO'> }) {
  const { t } = useTranslation();
  const { coin, network, cryptoAmount, address } = instruction;
  return (
    <>
      <p className="deposit-warning">{t('deposit_crypto_intro', { amount: cryptoAmount, coin, network })}</p>
      <Qr text={address} label={t('deposit_address_qr', { coin, network })} />
      <dl className="deposit-details">
        <Detail label={t('deposit_network')} value={`${coin} · ${network}`} />
        <Detail label={t('deposit_address')} value={address} copy={address} />
        <Detail label={t('deposit_amount_to_pay')} value={`${cryptoAmount} ${coin}`} copy={cryptoAmount} />
      </dl>
    </>
  );
}
