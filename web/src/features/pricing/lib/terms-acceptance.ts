/** Spec §4: the customer's terms acceptance is remembered per request on the device. */
const storageKey = (requestId: string) => `terms-accepted:${requestId}`;

export function hasAcceptedTerms(requestId: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(requestId)) !== null;
  } catch {
    // Storage blocked (private mode, policy): ask again rather than assume.
    return false;
  }
}

export function rememberTermsAccepted(requestId: string): void {
  try {
    window.localStorage.setItem(storageKey(requestId), new Date().toISOString());
  } catch {
    // Not remembered; the modal simply shows again next time.
  }
}
