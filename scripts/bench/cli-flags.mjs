// Command-line flags shared by the benches.

/** The flag's value as a whole number of at least `min`; otherwise says which flag is wrong and exits 2. */
export function positiveInt(name, text, min = 1) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    console.error(`--${name} must be a whole number ≥ ${min} (got "${text}")`);
    process.exit(2);
  }
  return value;
}
