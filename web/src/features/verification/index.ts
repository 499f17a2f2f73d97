// The verification feature: the parts that take and check a phone number and send it a code, shared by the
// sign-in, registration and two-factor forms of features/auth (and the later security pages). Other features
// import only this file.
export { PhoneNumberField } from './PhoneNumberField';
export type { CountryChoice, CountryEntry } from './country/country-entry';
export {
  countryPickerVisibility,
  type CountryPickerFacts,
  type CountryPickerVisibility,
} from './country/country-picker-rule';
export { useCountries, type Countries } from './country/use-countries';
export { SmsCodeFields } from './sms/SmsCodeFields';
export { smsSendProblems, type SendFailure } from './sms/send-code-rules';
export { useSmsCodeSend, type PhoneCodeSender, type SmsCodeSend } from './sms/use-sms-code-send';
