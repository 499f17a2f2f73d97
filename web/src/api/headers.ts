import { MODULE_ID } from '@app/contract/constants/request';
import { isPublicPath } from '@app/contract/endpoints';
import { headerLanguage } from '../lib/language-storage';
import { merchantCode } from '../lib/merchant';
import { readSessionInfo } from '../lib/session-info';

const pageUrl = (): string => (typeof location !== 'undefined' ? location.href : 'http://localhost/');

/** The path of a relative or absolute URL, for the public-path check. */
export const pathnameOf = (url: string): string => {
  try {
    return new URL(url, pageUrl()).pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? url;
  }
};

/** The session token goes only to this app's own platform API, never to another origin. */
const isSameOrigin = (url: string): boolean => {
  try {
    return new URL(url, pageUrl()).origin === new URL(pageUrl()).origin;
  } catch {
    return false;
  }
};

/**
 * Headers every request carries (signed-in §7): Merchant and Language always; Authorization
 * (the raw token) and ModuleId only off the public paths. An explicit moduleId is sent even on a public
 * path, because registration names its module (REG3, MOBILENUMREG3).
 */
export const defaultHeaders = (url: string, moduleId: string | undefined): Record<string, string> => {
  const headers: Record<string, string> = {
    Merchant: merchantCode,
    Language: headerLanguage(),
  };
  if (!isPublicPath(pathnameOf(url))) {
    const token = readSessionInfo()?.token;
    if (token && isSameOrigin(url)) headers.Authorization = token;
    headers.ModuleId = moduleId ?? MODULE_ID.member;
  } else if (moduleId) {
    headers.ModuleId = moduleId;
  }
  return headers;
};
