import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { callApi, callRelay } from './call';

type FetchArgs = [url: string, init: RequestInit];
let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
const ok = () => new Response(JSON.stringify({ success: true, message: null, errorCode: null, value: 1 }));

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(() => Promise.resolve(ok()));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi: method, path, encryption and ModuleId come from the contract', () => {
  it('GET sends the payload as the query', async () => {
    await callApi('systemStatus', { device: 'PWA', url: 'https://x/m/' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/system/status?device=PWA&url=https%3A%2F%2Fx%2Fm%2F');
    expect(init).toMatchObject({ method: 'GET', body: undefined });
  });

  it('POST sends the payload as a JSON body', async () => {
    await callApi('smsSend', { countryDialingCode: '84', mobileNum: '900' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/verification/sms/noLogin');
    expect(init).toMatchObject({ method: 'POST', body: '{"countryDialingCode":"84","mobileNum":"900"}' });
  });

  it('fills :name path segments (relay calls)', async () => {
    await callApi('relay', { title: 'x' }, { pathParams: { name: 'CBS_launchChat' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/wps/relay/CBS_launchChat');
  });

  it('callRelay posts the relay parameters to /wps/relay/{name}', async () => {
    await callRelay('MCSFE_getPlayerRankProgress', {});
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/relay/MCSFE_getPlayerRankProgress');
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('a missing path parameter is rejected like a request without a url, and nothing is sent', async () => {
    const result = await callApi('relay', {});
    expect(result).toMatchObject({ success: false, errorCode: 'request.no.url', value: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registration sends the ModuleId of its endpoint (REG3) and is encrypted', async () => {
    // Key answer with DES false: the post then goes out as plain JSON, which keeps this test about headers.
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith('/wps/session/key/rsa')
          ? new Response(JSON.stringify({ success: true, message: '', rsaKey: '', RSA: '', DES: false }))
          : ok(),
      ),
    );
    await callApi('register', { registerMethod: 'H5', login: true, password: 'p', username: 'u' });
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls[0]).toMatch(/^\/wps\/session\/key\/rsa\?_=\d+$/);
    expect(urls[1]).toBe('/wps/member/register');
    expect(fetchMock.mock.calls[1]?.[1].headers).toMatchObject({ ModuleId: 'REG3' });
  });

  it('an explicit moduleId wins over the endpoint’s', async () => {
    await callApi('memberInfo', undefined, { moduleId: 'X3' });
    expect(fetchMock.mock.calls[0]?.[1].headers).toMatchObject({ ModuleId: 'X3' });
  });
});
