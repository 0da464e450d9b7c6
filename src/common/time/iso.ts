export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
