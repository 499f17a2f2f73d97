// The captcha feature: a form runs its action's captcha through useCaptcha. Other features import only this file.
export { useCaptcha, type Captcha } from './use-captcha';
