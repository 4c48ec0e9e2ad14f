// `npm run payu-simulator`: the local PayU checkout on PAYU_SIMULATOR_PORT (default 4103).
// Extra merchants: PAYU_SIMULATOR_MERCHANTS="merchantId:apiKey,…" (the public sandbox one is built in).
import { startPayuSimulator } from './simulator';

const port = Number(process.env.PAYU_SIMULATOR_PORT ?? 4103);
const host = process.env.PAYU_SIMULATOR_HOST ?? '127.0.0.1';
const merchants = Object.fromEntries((process.env.PAYU_SIMULATOR_MERCHANTS ?? '').split(',').map((p) => p.trim().split(':')).filter((p) => p.length === 2 && p[0] && p[1]));
const sim = await startPayuSimulator({ port, host, merchants });
console.log(`
  PayU simulator at ${sim.checkoutUrl}
  Point Mando at it: PAYU_CHECKOUT_URL=${sim.checkoutUrl} npm start
  (or set «PayU: URL del checkout» in /admin/settings for one tenant)
`);
const stop = async () => { await sim.close(); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
