import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  asyncResponseXml, dianResponseXml, numberingRangeResponseXml, readSoapRequest, soapFaultXml, statusZipResponseXml, unzipDocuments,
} from '../soap';
import type { DianAnswer, DianAsyncAnswer, DianNumberingRangeAnswer } from '../types';
import { applicationResponseXml } from './application-response';
import { findIssuer, type SimulatorRegistry } from './registry';
import { acceptedMessage, validateDocument, type ValidationOptions } from './validate';

/**
 * The local DIAN (habilitación): the WcfDianCustomerServices SOAP endpoints over HTTP. Every request's
 * WS-Security is verified (a bad one is a SOAP fault, as the real service answers); every document is
 * validated (validate.ts) and its answer kept by its CUFE/CUDE, so GetStatus returns it and a second
 * send of an accepted document is answered 'Regla: 90, Rechazo: Documento procesado anteriormente.'.
 * State lives in memory: a restart forgets what was sent.
 */
export interface DianSimulatorOptions {
  registry: SimulatorRegistry;
  /** Default 0 (a free port); `npm run dian-simulator` passes DIAN_SIMULATOR_PORT or 4102. */
  port?: number;
  host?: string;
  /** The clock (tests move it to check FAD09e). */
  now?: () => Date;
  nameRule?: ValidationOptions['nameRule'];
  /** Logs one line per request (the CLI); never the documents or certificates. */
  log?: (line: string) => void;
}

export interface DianSimulator {
  /** The endpoint, …/WcfDianCustomerServices.svc: the tenant's dian_endpoint. */
  url: string;
  close(): Promise<void>;
  /** The registry in use (tests add issuers or ranges). */
  registry: SimulatorRegistry;
  /** Answers by document key (CUFE/CUDE). */
  answers: Map<string, DianAnswer>;
  /** How many documents were received (sent twice counts twice). */
  received(): number;
}

const MAX_BODY = 20 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) { reject(new Error('too large')); req.destroy(); return; }
      chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startDianSimulator(o: DianSimulatorOptions): Promise<DianSimulator> {
  const now = o.now ?? (() => new Date());
  const answers = new Map<string, DianAnswer>();
  const zips = new Map<string, DianAnswer[]>();
  let received = 0;

  /** Validates one document and keeps its answer (unless it was accepted before: rule 90). */
  function process(fileName: string, xml: string): DianAnswer {
    received++;
    const at = now();
    const v = validateDocument(xml, o.registry, { now: at, ...(o.nameRule ? { nameRule: o.nameRule } : {}) });
    const previous = v.documentKey ? answers.get(v.documentKey) : undefined;
    if (previous?.accepted) {
      return {
        accepted: false, statusCode: '99', description: 'Validación contiene errores en campos mandatorios.',
        statusMessage: 'Documento con errores en campos mandatorios.', errors: [{ rule: '90', message: 'Documento procesado anteriormente.', kind: 'rechazo' }],
        documentKey: v.documentKey, fileName, alreadyProcessed: true,
      };
    }
    const rejections = v.errors.filter((e) => e.kind !== 'notificacion');
    const accepted = rejections.length === 0;
    const answer: DianAnswer = {
      accepted,
      statusCode: accepted ? '00' : '99',
      description: accepted ? 'Procesado Correctamente.' : 'Validación contiene errores en campos mandatorios.',
      statusMessage: accepted ? acceptedMessage(v.kind, v.number, v.pos) : 'Documento con errores en campos mandatorios.',
      errors: v.errors,
      ...(v.documentKey ? { documentKey: v.documentKey } : {}),
      fileName,
      applicationResponse: applicationResponseXml(v, accepted, v.errors, at),
    };
    if (v.documentKey) answers.set(v.documentKey, answer);
    return answer;
  }

  async function documentsOf(contentFile: string): Promise<{ fileName: string; xml: string }[] | null> {
    try {
      const files = await unzipDocuments(contentFile);
      return files.length ? files : null;
    } catch {
      return null;
    }
  }

  async function handle(body: string): Promise<{ status: number; xml: string }> {
    const req = readSoapRequest(body, now());
    if (!req.ok) return { status: 500, xml: soapFaultXml(`Error de seguridad: ${req.errors.join(' ')}`) };
    const p = req.params;
    switch (req.method) {
      case 'SendBillSync': {
        const files = await documentsOf(p.contentFile ?? '');
        if (!files || files.length !== 1) return { status: 500, xml: soapFaultXml('El archivo ZIP debe contener exactamente un documento XML.') };
        return { status: 200, xml: dianResponseXml('SendBillSync', process(files[0].fileName, files[0].xml)) };
      }
      case 'SendBillAsync':
      case 'SendTestSetAsync': {
        const files = await documentsOf(p.contentFile ?? '');
        if (!files || files.length > 50) return { status: 500, xml: soapFaultXml('El archivo ZIP debe contener entre 1 y 50 documentos XML.') };
        const answer: DianAsyncAnswer = { errors: [] };
        if (req.method === 'SendTestSetAsync' && !o.registry.issuers.some((i) => i.testSetId && i.testSetId === p.testSetId)) {
          answer.errors.push({ rule: p.fileName ?? '', message: 'El TestSetId no existe o no está habilitado.' });
        } else {
          const zipKey = randomUUID();
          zips.set(zipKey, files.map((f) => process(f.fileName, f.xml)));
          answer.zipKey = zipKey;
        }
        return { status: 200, xml: asyncResponseXml(req.method, answer) };
      }
      case 'GetStatusZip': {
        const list = zips.get(p.trackId ?? '') ?? [{ accepted: false, statusCode: '66', description: 'TrackId no existe en los registros de la DIAN.', errors: [] }];
        return { status: 200, xml: statusZipResponseXml(list) };
      }
      case 'GetStatus': {
        const a = answers.get(p.trackId ?? '') ?? { accepted: false, statusCode: '66', description: 'TrackId no existe en los registros de la DIAN.', errors: [] };
        return { status: 200, xml: dianResponseXml('GetStatus', a) };
      }
      case 'GetNumberingRange': {
        const issuer = findIssuer(o.registry, p.accountCode ?? '');
        const answer: DianNumberingRangeAnswer = issuer && issuer.softwareId === p.softwareCode
          ? {
            operationCode: '100', description: 'Acción completada OK.',
            ranges: issuer.ranges.map((r) => ({ resolutionNumber: r.resolutionNumber, resolutionDate: r.resolutionDate, prefix: r.prefix, fromNumber: r.from,
              toNumber: r.to, validDateFrom: r.validFrom, validDateTo: r.validTo, technicalKey: r.technicalKey ?? '' })),
          }
          : { operationCode: '301', description: 'No se encontraron rangos de numeración para el NIT y el software indicados.', ranges: [] };
        return { status: 200, xml: numberingRangeResponseXml(answer) };
      }
      default:
        return { status: 500, xml: soapFaultXml('Método desconocido.') };
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, xml: string) => {
      res.writeHead(status, { 'content-type': 'application/soap+xml; charset=utf-8' });
      res.end(xml);
    };
    if (req.method !== 'POST') { res.writeHead(405, { allow: 'POST' }); res.end(); return; }
    readBody(req)
      .then(handle)
      .then(({ status, xml }) => {
        o.log?.(`${new Date().toISOString()} ${req.headers['content-type']?.match(/action="[^"]*\/(\w+)"/)?.[1] ?? '?'} → ${status}`);
        send(status, xml);
      })
      .catch((e: Error) => send(500, soapFaultXml(`Error interno del simulador: ${e.message}`, 'Receiver')));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = o.host && o.host !== '0.0.0.0' ? o.host : '127.0.0.1';
  return {
    url: `http://${host}:${port}/WcfDianCustomerServices.svc`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
    registry: o.registry,
    answers,
    received: () => received,
  };
}
