import { readFileSync } from 'node:fs';

/**
 * What the DIAN knows about the issuers the simulator serves: each one's RUT (NIT and registered
 * name), its registered software (SoftwareID, PIN) and its numbering ranges (resolutions, with the
 * technical key the CUFE uses). GetNumberingRange answers from it; the validation checks against it.
 */
export interface SimulatorRange {
  resolutionNumber: string;
  /** YYYY-MM-DD. */
  resolutionDate: string;
  prefix: string;
  from: number;
  to: number;
  /** YYYY-MM-DD, both inclusive. */
  validFrom: string;
  validTo: string;
  /** The CUFE's key; a POS range (documento equivalente) has none: its CUDE is keyed by the software PIN. */
  technicalKey?: string;
}

export interface SimulatorIssuer {
  /** NIT digits without the check digit. */
  nit: string;
  /** The name registered in the RUT (rule FAJ43). */
  name: string;
  softwareId: string;
  softwarePin: string;
  /** SendTestSetAsync's TestSetId (habilitación), when the issuer has one. */
  testSetId?: string;
  ranges: SimulatorRange[];
}

export interface SimulatorRegistry {
  issuers: SimulatorIssuer[];
}

const day = (d: Date) => new Date(d.getTime() - 5 * 3600_000).toISOString().slice(0, 10);

/**
 * The demo tenant as the simulator knows it: the same NIT, name, software, TestSetId and resolutions the
 * seed writes (seed/dian.ts settings; seed/receivables.ts resolutions FE, contingency FC and POS, with
 * the same numbers, prefixes, ranges and validity days), so the demo's invoices are accepted and 'Consultar en la DIAN' finds every
 * resolution in agreement out of the box. The POS resolution is seeded without its technical key: the
 * query brings it. The DIAN's own habilitación range (resolution 18760000001, prefix SETP) is there too,
 * as the real habilitación answers it to every software.
 */
export const DEMO_DIAN = {
  nit: '901555123',
  name: 'Comercializadora Demo S.A.S.',
  softwareId: 'b3a7c1e2-5d4f-4e8a-9c61-2f0d8e7a4b15',
  softwarePin: '75315',
  testSetId: '7f2c9a41-3b6e-4d0f-8a15-c9e2d4b6a803',
  resolution: { number: '18764000001234', prefix: 'FE', from: 1001, to: 1200, technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c', validFromDays: -180, validToDays: 550 },
  /** The contingency range (InvoiceTypeCode 03), used while the DIAN does not answer. */
  contingency: { number: '18764000009012', prefix: 'FC', from: 1, to: 500, technicalKey: '6a0e3f9b2c71d845e0b9a4c3d2f1e7a8b5c6d9e0', validFromDays: -180, validToDays: 550 },
  posResolution: { number: '18764000005678', prefix: 'POS', from: 2001, to: 2100, technicalKey: '5c2e5a1f0e9b4d7a8c3f6b2e1d0a9c8b7e6f5a4d', validFromDays: -90, validToDays: 640 },
  testResolution: { number: '18760000001', prefix: 'SETP', from: 990000000, to: 995000000, technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c' },
} as const;

export function demoRegistry(now = new Date()): SimulatorRegistry {
  const on = (days: number) => day(new Date(now.getTime() + days * 86_400_000));
  const range = (r: { number: string; prefix: string; from: number; to: number; technicalKey: string }, from: number, to: number): SimulatorRange => ({
    resolutionNumber: r.number, resolutionDate: on(from - 20), prefix: r.prefix, from: r.from, to: r.to, validFrom: on(from), validTo: on(to), technicalKey: r.technicalKey,
  });
  const { resolution: fe, contingency: fc, posResolution: pos, testResolution: test } = DEMO_DIAN;
  return {
    issuers: [{
      nit: DEMO_DIAN.nit.split('-')[0], name: DEMO_DIAN.name, softwareId: DEMO_DIAN.softwareId, softwarePin: DEMO_DIAN.softwarePin, testSetId: DEMO_DIAN.testSetId,
      ranges: [range(fe, fe.validFromDays, fe.validToDays), range(fc, fc.validFromDays, fc.validToDays), range(pos, pos.validFromDays, pos.validToDays), range(test, -365, 730)],
    }],
  };
}

/** The registry of a JSON file (DIAN_SIMULATOR_REGISTRY), shaped as SimulatorRegistry. */
export function registryFromFile(path: string): SimulatorRegistry {
  const data = JSON.parse(readFileSync(path, 'utf8')) as SimulatorRegistry;
  if (!data || !Array.isArray(data.issuers)) throw new Error(`${path}: expected { "issuers": [...] }`);
  return data;
}

export const findIssuer = (reg: SimulatorRegistry, nit: string) => reg.issuers.find((i) => i.nit === nit.split('-')[0].replace(/\D/g, ''));
