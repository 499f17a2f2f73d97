/** A phone number as stored: '+' followed by digits (dialling code and number). */
export const PHONE_PATTERN = /^\+\d{7,19}$/;

/** Normalises '+63 917-123 4567' or '639171234567' to '+639171234567'; null when it cannot be a phone number. */
export function normalisePhone(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  const phone = `+${digits}`;
  return PHONE_PATTERN.test(phone) ? phone : null;
}
