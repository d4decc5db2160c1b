// D43: the IRP stand-in (apps/server/src/irp-standin) started for a test file, and the environment
// that points a test app at it. The adapter talks to it over HTTP, as it would to the IRP.
import { type IrpStandin, type StandinUser, startIrpStandin } from '../irp-standin/standin';

/** The API user the stand-in knows (any GSTIN), as a manufacturer types it in Settings. */
export const IRP_USER: StandinUser = {
  gstin: '*',
  clientId: 'AAACG29TXP5DKZI',
  clientSecret: 'k3R8xPq2LmN7vB4t',
  username: 'granite_api',
  password: 'Irp-Password-2026',
};

export async function startTestIrp(): Promise<{ irp: IrpStandin; env: Record<string, string> }> {
  const irp = await startIrpStandin({ users: [IRP_USER] });
  return {
    irp,
    env: {
      IRP_BASE_URL: irp.url,
      IRP_PUBLIC_KEY: irp.publicKey,
      // A retry after a dropped connection waits a few milliseconds, not half a second.
      IRP_RETRY_BACKOFF_MS: '5',
      IRP_TIMEOUT_MS: '5000',
    },
  };
}
