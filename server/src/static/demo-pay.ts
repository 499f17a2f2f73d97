import { contrastText } from '@app/contract/theme';
import { majorUnits } from '../services/deposits';
import type { Merchant } from '../services/merchants';
import { escapeHtml } from './page-fill';

/**
 * The pages of this server's demo payment provider (routes/demo-pay.ts), the stand-in for a vendor's payment page
 * as static/demo-games.ts is for a game vendor's: the deposit to pay (merchant, amount, method, reference) and a
 * Pay and a Cancel button in a plain form, so the page needs no script. English, as a vendor's page would be.
 */

/** The pages' CSP: their own inline style by nonce, no script, forms posted to this origin only, never framed. */
export const demoPayCsp = (nonce: string): string =>
  [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Minor units as the merchant writes money: its symbol before or after, thousands grouped ("₱1,500.00"). */
export function shownAmount(
  minor: number,
  m: Pick<Merchant, 'currency' | 'currencySymbol' | 'currencyPosition'>,
) {
  const number = majorUnits(minor).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const symbol = m.currencySymbol || m.currency;
  return m.currencyPosition === 'suffix' ? `${number} ${symbol}` : `${symbol}${number}`;
}

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#f4f5f8;color:#1b1f2a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;line-height:1.5}
.bar{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:12px 16px;background:var(--brand);color:var(--brand-contrast);font-weight:700}
.tag{font-size:.875rem;font-weight:600}
main{max-width:440px;margin:0 auto;padding:20px 16px}
h1{font-size:1.25rem;margin:0 0 16px}
.facts{margin:0 0 20px;padding:16px;border-radius:12px;background:#fff;display:grid;gap:10px}
.facts div{display:flex;justify-content:space-between;gap:12px}.facts dt{color:#4a5163}.facts dd{margin:0;font-weight:600;text-align:end;overflow-wrap:anywhere}
.actions{display:grid;gap:12px}
button,.link{font:inherit;font-weight:700;min-height:48px;border-radius:12px;border:0;cursor:pointer;padding:0 16px;display:flex;align-items:center;justify-content:center;text-decoration:none}
button:focus-visible,.link:focus-visible{outline:3px solid #1b1f2a;outline-offset:2px}
.primary{background:var(--brand);color:var(--brand-contrast)}
.secondary{background:#fff;color:#1b1f2a;border:2px solid #4a5163}
.note{margin:20px 0 0;font-size:.875rem;color:#4a5163}`;

const page = (title: string, brand: string, nonce: string, body: string) =>
  `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${title}</title><style nonce="${nonce}">:root{--brand:${brand};--brand-contrast:${contrastText(brand)}}${STYLE}</style></head><body>${body}</body></html>`;

export interface DemoPayment {
  reference: string;
  amount: number;
  channelName: string;
  merchant: Pick<Merchant, 'currency' | 'currencySymbol' | 'currencyPosition'> & {
    name: string;
    brand: string;
  };
}

/** The payment page of a pending deposit: what is paid to whom, and the two buttons. */
export function demoPayPage(p: DemoPayment, action: string, nonce: string): string {
  const amount = escapeHtml(shownAmount(p.amount, p.merchant));
  const merchant = escapeHtml(p.merchant.name);
  const fact = (label: string, value: string, testId: string) =>
    `<div><dt>${label}</dt><dd data-testid="${testId}">${value}</dd></div>`;
  return page(
    `Pay ${amount} · ${merchant}`,
    p.merchant.brand,
    nonce,
    `<header class="bar"><span>${merchant}</span><span class="tag">Demo payment</span></header>
<main><h1>Confirm your payment</h1>
<dl class="facts">${fact('Pay to', merchant, 'demo-pay-merchant')}${fact('Amount', amount, 'demo-pay-amount')}${fact('Method', escapeHtml(p.channelName), 'demo-pay-method')}${fact('Reference', escapeHtml(p.reference), 'demo-pay-reference')}</dl>
<form class="actions" method="post" action="${escapeHtml(action)}">
<button type="submit" name="action" value="pay" class="primary" data-testid="demo-pay-pay">Pay ${amount}</button>
<button type="submit" name="action" value="cancel" class="secondary" data-testid="demo-pay-cancel">Cancel</button>
</form>
<p class="note">This is the demo payment provider: no money is taken. Pay tells the site the deposit is paid, Cancel that it is not.</p></main>`,
  );
}

/** The page of a payment link that is not open: unknown, paid, cancelled or expired. */
export function demoPayClosedPage(back: string, nonce: string): string {
  return page(
    'This payment is not open',
    '#d0341f',
    nonce,
    `<header class="bar"><span>Payment</span><span class="tag">Demo payment</span></header>
<main><h1>This payment is not open</h1><p>It was paid, cancelled or has expired, or the link is wrong.</p>
<div class="actions"><a class="link primary" href="${escapeHtml(back)}">Back to deposit</a></div></main>`,
  );
}
