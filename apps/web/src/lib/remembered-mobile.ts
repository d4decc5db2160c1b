// The mobile number a buyer last gave in a request (quote, requirement, sample), kept on this device
// for that account so the next form is filled with it; the account's own number comes first.
const keyOf = (userId: string) => `granite:mobile:${userId}`;

export function rememberMobile(userId: string | undefined, mobile: string | undefined): void {
  if (!userId || !mobile?.trim()) return;
  try {
    window.localStorage.setItem(keyOf(userId), mobile.trim());
  } catch {
    // No storage (a private window): nothing is remembered.
  }
}

/** The account's number, else the one this account last typed on this device, else ''. */
export function mobileFor(user: { id: string; phone?: string | null } | null | undefined): string {
  if (!user) return '';
  if (user.phone) return user.phone;
  try {
    return (typeof window === 'undefined' ? null : window.localStorage.getItem(keyOf(user.id))) ?? '';
  } catch {
    return '';
  }
}
