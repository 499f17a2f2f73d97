import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { sessionFixture } from '../test/fixtures';
import { mockCalls, ok } from '../test/mock-calls';
import { renderAt } from '../test/render-at';
import { accountInfoFixture, COUNTRY } from '../test/wallet-fixtures';
import { ROUTES } from './routes';

// The withdrawal screen's code arrives only when the test releases it (a slow network).
const code = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('../features/withdraw/WithdrawPage', async (actual) => {
  await code.arrived;
  return actual();
});

describe('a screen loads what it needs beside its code', () => {
  it('its first call goes out while its code is still coming, and the screen asks no second time', async () => {
    const api = mockCalls(
      { country: ok(COUNTRY) },
      { MCSFE_getWithdrawAccountInfo: ok(accountInfoFixture()) },
    );
    const Screen = ROUTES.find((r) => r.path === '/withdraw')?.screen as ComponentType;
    renderAt(
      '/withdraw',
      <Suspense fallback={<p>screen loading</p>}>
        <Screen />
      </Suspense>,
      { session: sessionFixture() },
    );
    await waitFor(() => expect(api.payloadsOf('MCSFE_getWithdrawAccountInfo')).toHaveLength(1));
    expect(screen.getByText('screen loading')).toBeTruthy();

    code.release();
    expect(await screen.findByText('Withdrawable now')).toBeTruthy();
    expect(api.payloadsOf('MCSFE_getWithdrawAccountInfo')).toHaveLength(1);
  });
});
