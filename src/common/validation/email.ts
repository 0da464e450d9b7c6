/** Deliberately loose: a person typed it, a person will read it; delivery is the real test. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
