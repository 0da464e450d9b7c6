/**
 * A phone number as people read it, on the pages and in the texts alike: '+12145550199' is
 * '(214) 555-0199'; anything that is not a US number is shown as stored.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
