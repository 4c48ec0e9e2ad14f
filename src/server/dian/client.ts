import { certificateFromSettings, type DianCertificate } from './certificate';
import {
  DIAN_ENDPOINTS, buildSoapRequest, dianAction, parseAsyncResponse, parseDianResponse, parseNumberingRangeResponse, parseStatusZipResponse,
  soapFault, soapParams, zipDocuments, zipNameFor, type DianMethod,
} from './soap';
import { DianTransportError, type DianClient, type DianDocument } from './types';

export interface DianClientOptions {
  /** The web service URL (the real DIAN's or the simulator's …/WcfDianCustomerServices.svc). */
  endpoint: string;
  /** Signs every request (WS-Security); the documents come already signed. */
  certificate: DianCertificate;
  /** SendTestSetAsync's default TestSetId (habilitación). */
  testSetId?: string;
  /** Per request (default 60 s). */
  timeoutMs?: number;
  /** For tests. */
  fetch?: typeof fetch;
}

/**
 * The DianClient over HTTP. A network failure, a timeout, an HTTP status other than 200/500-with-an-
 * answer or a SOAP fault throws DianTransportError (the send queue retries those); an answer of the
 * DIAN — accepted or rejected — is returned.
 */
export function createDianClient(o: DianClientOptions): DianClient {
  const doFetch = o.fetch ?? fetch;
  async function call(method: DianMethod, params: Record<string, string>): Promise<string> {
    const envelope = buildSoapRequest(method, params, { endpoint: o.endpoint, certificate: o.certificate });
    let res: Response;
    let text: string;
    try {
      res = await doFetch(o.endpoint, {
        method: 'POST',
        headers: { 'content-type': `application/soap+xml; charset=utf-8; action="${dianAction(method)}"` },
        body: envelope,
        signal: AbortSignal.timeout(o.timeoutMs ?? 60_000),
      });
      text = await res.text();
    } catch (e) {
      throw new DianTransportError(`La DIAN no respondió (${method}): ${(e as Error).name === 'TimeoutError' ? 'tiempo de espera agotado' : (e as Error).message}`);
    }
    const fault = soapFault(text);
    if (fault) throw new DianTransportError(`La DIAN respondió con un error SOAP (${method}): ${fault}`, res.status);
    if (!res.ok) throw new DianTransportError(`La DIAN respondió HTTP ${res.status} (${method}).`, res.status);
    return text;
  }
  const parse = <T>(method: string, f: () => T): T => {
    try {
      return f();
    } catch (e) {
      throw new DianTransportError(`Respuesta de la DIAN ilegible (${method}): ${(e as Error).message}`);
    }
  };
  const zipped = async (doc: DianDocument) => ({ zipName: `${zipNameFor(doc.fileName)}.zip`, content: await zipDocuments([doc]) });

  return {
    async sendBillSync(doc) {
      const { zipName, content } = await zipped(doc);
      const xml = await call('SendBillSync', soapParams.sendBill(zipName, content));
      return parse('SendBillSync', () => parseDianResponse(xml, 'SendBillSync'));
    },
    async sendBillAsync(doc) {
      const { zipName, content } = await zipped(doc);
      const xml = await call('SendBillAsync', soapParams.sendBill(zipName, content));
      return parse('SendBillAsync', () => parseAsyncResponse(xml, 'SendBillAsync'));
    },
    async sendTestSetAsync(doc, testSetId) {
      const id = testSetId ?? o.testSetId;
      if (!id) throw new Error('sendTestSetAsync: falta el TestSetId de habilitación.');
      const { zipName, content } = await zipped(doc);
      const xml = await call('SendTestSetAsync', soapParams.sendTestSet(zipName, content, id));
      return parse('SendTestSetAsync', () => parseAsyncResponse(xml, 'SendTestSetAsync'));
    },
    async getStatusZip(zipKey) {
      const xml = await call('GetStatusZip', soapParams.trackId(zipKey));
      return parse('GetStatusZip', () => parseStatusZipResponse(xml));
    },
    async getStatus(documentKey) {
      const xml = await call('GetStatus', soapParams.trackId(documentKey));
      return parse('GetStatus', () => parseDianResponse(xml, 'GetStatus'));
    },
    async getNumberingRange(accountCode, accountCodeT, softwareCode) {
      const xml = await call('GetNumberingRange', soapParams.numberingRange(accountCode, accountCodeT, softwareCode));
      return parse('GetNumberingRange', () => parseNumberingRangeResponse(xml));
    },
  };
}

/** Why a tenant cannot talk to the DIAN (Spanish, for the invoice's author). */
export class DianConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DianConfigError';
  }
}

/** The endpoint of a tenant: its `dian_endpoint` setting, else the DIAN's own for its environment. */
export function endpointFromSettings(settings: Record<string, unknown>): string {
  const configured = typeof settings.dian_endpoint === 'string' ? settings.dian_endpoint.trim() : '';
  if (configured) return configured;
  return settings.dian_environment === '1' ? DIAN_ENDPOINTS['1'] : DIAN_ENDPOINTS['2'];
}

/**
 * The tenant's DianClient from its settings (TenantInfo.settings: `dian_endpoint`,
 * `dian_environment`, `dian_certificate` + password, `dian_test_set_id`). Throws DianConfigError
 * when no certificate is configured or it cannot be opened.
 */
export function dianClientFromSettings(settings: Record<string, unknown>, extra: Pick<DianClientOptions, 'fetch' | 'timeoutMs'> = {}): DianClient {
  let certificate: DianCertificate | null;
  try {
    certificate = certificateFromSettings(settings);
  } catch (e) {
    throw new DianConfigError((e as Error).message);
  }
  if (!certificate) throw new DianConfigError('Falta el certificado de firma de la empresa (Configuración → Certificado de firma).');
  const testSetId = typeof settings.dian_test_set_id === 'string' && settings.dian_test_set_id.trim() ? settings.dian_test_set_id.trim() : undefined;
  return createDianClient({ endpoint: endpointFromSettings(settings), certificate, ...(testSetId ? { testSetId } : {}), ...extra });
}
