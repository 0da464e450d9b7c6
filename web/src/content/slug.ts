/** Spec §2: lowercase with spaces as hyphens. */
export function toSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}
