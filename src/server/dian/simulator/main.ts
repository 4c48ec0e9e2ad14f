/**
 * `npm run dian-simulator`: the local DIAN on DIAN_SIMULATOR_PORT (default 4102), for the demo and
 * the e2e journeys. Its registry is DIAN_SIMULATOR_REGISTRY (a JSON file, see registry.ts), else the
 * demo tenant's (DEMO_DIAN: the NIT, name, software and resolution the seed writes).
 */
import { startDianSimulator } from './index';
import { demoRegistry, registryFromFile } from './registry';

const port = Number(process.env.DIAN_SIMULATOR_PORT ?? process.env.PORT ?? 4102);
const registry = process.env.DIAN_SIMULATOR_REGISTRY ? registryFromFile(process.env.DIAN_SIMULATOR_REGISTRY) : demoRegistry();
const sim = await startDianSimulator({ registry, port, host: process.env.DIAN_SIMULATOR_HOST ?? '127.0.0.1', log: (l) => console.log(l) });
console.log(`Simulador DIAN (habilitación) en ${sim.url} — ${registry.issuers.length} emisor(es) registrados`);
const stop = () => { void sim.close().then(() => process.exit(0)); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
