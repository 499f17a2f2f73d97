import { MODULE_ID } from '@app/contract/constants';
import { isPublicPath } from '@app/contract/endpoints';
import { headerLanguage } from '../lib/language-storage';
import { merchantCode } from '../lib/merchant';
import { readSessionInfo } from '../lib/session-info';

/** The path of a relative or absolute URL, for the public-path check. */
export const pathnameOf = (url: string): string => {
  try {
    const base = typeof location !== 'undefined' ? location.href : 'http://localhost/';
    return new URL(url, base).pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? url;
  }
};

/**
 * Headers every request carries (signed-in-shared §7): Merchant and Language always; Authorization
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
    if (token) headers.Authorization = token;
    headers.ModuleId = moduleId ?? MODULE_ID.member;
  } else if (moduleId) {
    headers.ModuleId = moduleId;
  }
  return headers;
};
