import { useEffect } from 'react';
import { useSession } from '@/lib/auth/session';
import { mergeWithAccount } from '@/lib/buyer-lists/buyer-lists';

/** Mounted once (in the header): merges the lists when a buyer is signed in (D15). */
export function BuyerListsSync() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const settled = session.status !== 'loading';
  useEffect(() => {
    if (settled) void mergeWithAccount(userId);
  }, [settled, userId]);
  return null;
}
