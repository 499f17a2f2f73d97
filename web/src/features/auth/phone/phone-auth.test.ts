import { describe, expect, it } from 'vitest';
import type { SmsProvider } from '@app/contract/settings';
import { createPhoneSignIn } from './phone-auth';

describe('phone code', () => {
  it('confirming without a pending confirmation gives auth/code-expired', async () => {
    const phone = createPhoneSignIn({ firebase: true, apiKey: 'key' } as SmsProvider, () => null);
    await expect(phone.confirmCode('123456')).rejects.toMatchObject({ code: 'auth/code-expired' });
  });
});
