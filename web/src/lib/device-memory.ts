/** Small facts remembered on this device (spec §4: terms and agreement acceptance), tolerant of blocked storage. */
export function isRememberedOnDevice(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    // Storage blocked (private mode, policy): ask again rather than assume.
    return false;
  }
}

export function rememberOnDevice(key: string): void {
  try {
    window.localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Not remembered; the question simply comes again next time.
  }
}
