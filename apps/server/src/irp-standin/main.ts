// D43, ADR 023: the IRP stand-in as its own process, for `npm start`'s demo (scripts/start.mjs starts
// it before the site). It prints one JSON line with its URL and public key, which the start script
// hands to the server as IRP_BASE_URL and IRP_PUBLIC_KEY. Its API user comes from IRP_STANDIN_USERS
// ("gstin,clientId,clientSecret,username,password" separated by ";"; gstin "*" for any), else the
// demo user printed in the README.
import { type StandinUser, startIrpStandin } from './standin';

export const DEMO_USER: StandinUser = {
  gstin: '*',
  clientId: 'DEMO-CLIENT',
  clientSecret: 'demo-client-secret',
  username: 'demo_api',
  password: 'Demo@2026',
};

const users: StandinUser[] = (process.env.IRP_STANDIN_USERS ?? '')
  .split(';')
  .map((u) => u.trim())
  .filter(Boolean)
  .map((u) => {
    const [gstin = '', clientId = '', clientSecret = '', username = '', password = ''] = u.split(',');
    return { gstin, clientId, clientSecret, username, password };
  });

const standin = await startIrpStandin({
  users: users.length ? users : [DEMO_USER],
  port: Number(process.env.IRP_STANDIN_PORT ?? 0),
});
process.stdout.write(`${JSON.stringify({ url: standin.url, publicKey: standin.publicKey })}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void standin.close().then(() => process.exit(0));
  });
