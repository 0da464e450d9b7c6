/** Deliberately loose: a person typed it, a person will read it; delivery is the real test. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Only what an ordinary address holds: no '?', '&', '#', '%', ',' or quotes that would add
// recipients, headers or a body to a mailto link.
const LINKABLE_EMAIL = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** A mailto link for an address that can carry nothing but itself; null for anything else. */
export function mailtoHref(email: string | null | undefined): string | null {
  const trimmed = email?.trim() ?? '';
  return LINKABLE_EMAIL.test(trimmed) ? `mailto:${trimmed}` : null;
}
