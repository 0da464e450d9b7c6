/** '4242424242424242' → '4242 4242 4242 4242' as it is typed; at most 19 digits. */
export const formatCardNumber = (input: string): string =>
  input
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' → '12 / 34'. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (input: string): string => input.replace(/\D/g, '').slice(0, 4);
