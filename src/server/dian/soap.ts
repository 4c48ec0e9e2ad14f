import { randomUUID } from 'node:crypto';
import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { SignedXml } from 'xml-crypto';
import type { DianCertificate } from './certificate';
import { signatureVerifies } from './sign';
import type { DianAnswer, DianAsyncAnswer, DianNumberingRange, DianNumberingRangeAnswer, DianRuleMessage } from './types';

/**
 * The DIAN's web service (WcfDianCustomerServices) on the wire: SOAP 1.2 envelopes with WS-Security
 * (X.509 BinarySecurityToken, Timestamp, an RSA-SHA256 signature over wsa:To with exclusive C14N),
 * the zipped document, and the DianResponse parsed. The same builders serve the client (requests,
 * parsing) and the simulator (verifying requests, writing answers), so both speak one dialect.
 */
export const SOAP_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const WSA_NS = 'http://www.w3.org/2005/08/addressing';
export const WSSE_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
export const WSU_NS = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';
export const WCF_NS = 'http://wcf.dian.colombia';
export const X509_TOKEN = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';
export const BASE64_BINARY = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const DS_NS = 'http://www.w3.org/2000/09/xmldsig#';

export const DIAN_ENDPOINTS = {
  /** Habilitación (tests). */
  '2': 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
  /** Production. */
  '1': 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
} as const;

export type DianMethod = 'SendBillSync' | 'SendBillAsync' | 'SendTestSetAsync' | 'GetStatus' | 'GetStatusZip' | 'GetNumberingRange';
export const DIAN_METHODS: readonly DianMethod[] = ['SendBillSync', 'SendBillAsync', 'SendTestSetAsync', 'GetStatus', 'GetStatusZip', 'GetNumberingRange'];
export const dianAction = (method: string) => `http://wcf.dian.colombia/IWcfDianCustomerServices/${method}`;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ——— file names and the zip ———

export type DianFileKind = 'fv' | 'nc' | 'nd' | 'z' | 'ar' | 'ad';

/**
 * A file name per the Anexo (without extension): kind + the issuer's NIT in 10 digits (no check
 * digit) + the software provider's code in 3 (000: own software) + the year's last 2 digits + the
 * file's consecutive number of that kind and year in 8 hexadecimal digits.
 * `dianFileName('fv', '900123456-7', 2026, 1)` → 'fv09001234560002600000001'.
 */
export function dianFileName(kind: DianFileKind, nit: string, year: number, consecutive: number, providerCode = '000'): string {
  const digits = nit.split('-')[0].replace(/\D/g, '');
  if (!digits || digits.length > 10) throw new Error('dianFileName: a NIT of 1 to 10 digits');
  if (!Number.isInteger(consecutive) || consecutive < 0 || consecutive > 0xffffffff) throw new Error('dianFileName: consecutive out of range');
  return kind + digits.padStart(10, '0') + providerCode.padStart(3, '0').slice(-3) + String(year % 100).padStart(2, '0')
    + consecutive.toString(16).padStart(8, '0');
}

/** The zip's name for a document's file name: its kind prefix replaced by 'z'. */
export const zipNameFor = (fileName: string) => fileName.replace(/\.(xml|zip)$/i, '').replace(/^(fv|nc|nd|ar|ad)/, 'z');

/** The zip of one or more documents, base64 (contentFile). */
export async function zipDocuments(files: { fileName: string; xml: string }[]): Promise<string> {
  const zip = new JSZip();
  for (const f of files) zip.file(/\.xml$/i.test(f.fileName) ? f.fileName : `${f.fileName}.xml`, f.xml);
  return zip.generateAsync({ type: 'base64', compression: 'DEFLATE' });
}

/** The XML files of a base64 zip, in their order. Throws on something that is not a zip. */
export async function unzipDocuments(base64: string): Promise<{ fileName: string; xml: string }[]> {
  const zip = await JSZip.loadAsync(Buffer.from(base64, 'base64'));
  const out: { fileName: string; xml: string }[] = [];
  for (const name of Object.keys(zip.files).sort()) {
    const f = zip.files[name];
    if (f.dir || !/\.xml$/i.test(name)) continue;
    out.push({ fileName: name, xml: await f.async('string') });
  }
  return out;
}

// ——— requests ———

export interface SoapRequestOptions {
  /** The endpoint (wsa:To, and where the request goes). */
  endpoint: string;
  certificate: DianCertificate;
  /** The Timestamp's Created (default now) and lifetime (default 60 000 ms). */
  now?: Date;
  ttlMs?: number;
}

/** The body of a method: its parameters in order, as text. */
function body(method: DianMethod, params: Record<string, string>): string {
  const inner = Object.entries(params).map(([k, v]) => `<wcf:${k}>${escapeXml(v)}</wcf:${k}>`).join('');
  return `<wcf:${method}>${inner}</wcf:${method}>`;
}

/**
 * A signed SOAP 1.2 request: wsse:Security with a Timestamp, the certificate as BinarySecurityToken
 * and a ds:Signature (exclusive C14N, RSA-SHA256) over wsa:To, whose KeyInfo points to the token.
 */
export function buildSoapRequest(method: DianMethod, params: Record<string, string>, o: SoapRequestOptions): string {
  const id = randomUUID().replace(/-/g, '').toUpperCase();
  const now = o.now ?? new Date();
  const expires = new Date(now.getTime() + (o.ttlMs ?? 60_000));
  const envelope = `<soap:Envelope xmlns:soap="${SOAP_NS}" xmlns:wcf="${WCF_NS}">`
    + `<soap:Header xmlns:wsa="${WSA_NS}">`
    + `<wsse:Security xmlns:wsse="${WSSE_NS}" xmlns:wsu="${WSU_NS}">`
    + `<wsu:Timestamp wsu:Id="TS-${id}"><wsu:Created>${now.toISOString()}</wsu:Created><wsu:Expires>${expires.toISOString()}</wsu:Expires></wsu:Timestamp>`
    + `<wsse:BinarySecurityToken EncodingType="${BASE64_BINARY}" ValueType="${X509_TOKEN}" wsu:Id="X509-${id}">${o.certificate.certificateBase64}</wsse:BinarySecurityToken>`
    + '</wsse:Security>'
    + `<wsa:Action>${dianAction(method)}</wsa:Action>`
    + `<wsa:To xmlns:wsu="${WSU_NS}" wsu:Id="ID-${id}">${escapeXml(o.endpoint)}</wsa:To>`
    + '</soap:Header>'
    + `<soap:Body>${body(method, params)}</soap:Body>`
    + '</soap:Envelope>';
  const sig = new SignedXml({
    privateKey: o.certificate.privateKeyPem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
    inclusiveNamespacesPrefixList: ['wsa', 'soap', 'wcf'],
    idMode: 'wssecurity',
    keyInfoAttributes: { Id: `KI-${id}` },
    getKeyInfoContent: () => `<wsse:SecurityTokenReference wsu:Id="STR-${id}"><wsse:Reference URI="#X509-${id}" ValueType="${X509_TOKEN}"/></wsse:SecurityTokenReference>`,
  });
  sig.addReference({ xpath: `//*[local-name()='To' and namespace-uri()='${WSA_NS}']`, transforms: [EXC_C14N], digestAlgorithm: SHA256, inclusiveNamespacesPrefixList: ['soap', 'wcf'] });
  sig.computeSignature(envelope, {
    prefix: 'ds',
    attrs: { Id: `SIG-${id}` },
    existingPrefixes: { wsse: WSSE_NS, wsu: WSU_NS },
    location: { reference: `//*[local-name()='Security']`, action: 'append' },
  });
  return sig.getSignedXml();
}

/** The request's method parameters, by method. */
export const soapParams = {
  sendBill: (zipName: string, contentFile: string) => ({ fileName: zipName, contentFile }),
  sendTestSet: (zipName: string, contentFile: string, testSetId: string) => ({ fileName: zipName, contentFile, testSetId }),
  trackId: (trackId: string) => ({ trackId }),
  numberingRange: (accountCode: string, accountCodeT: string, softwareCode: string) => ({ accountCode, accountCodeT, softwareCode }),
};

// ——— reading SOAP ———

const el = (n: Node | null | undefined): n is Element => !!n && n.nodeType === 1;
const kids = (e: Element, local?: string) => Array.from(e.childNodes).filter((n): n is Element => el(n) && (!local || n.localName === local));
const kid = (e: Element | undefined, local: string) => (e ? kids(e, local)[0] : undefined);
const txt = (e: Element | undefined) => (e?.textContent ?? '').trim();
/** The first descendant of that local name (any namespace). */
const find = (e: Element | Document, local: string): Element | undefined => Array.from(e.getElementsByTagNameNS('*', local))[0];

export function parseXml(xml: string): Document {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, msg) => { if (level !== 'warning') errors.push(msg); } }).parseFromString(xml, 'text/xml');
  if (errors.length || !doc.documentElement) throw new Error(`XML mal formado: ${errors[0] ?? 'sin elemento raíz'}`);
  return doc;
}

export interface SoapRequestCheck {
  ok: boolean;
  errors: string[];
  method?: string;
  action?: string;
  to?: string;
  params: Record<string, string>;
  certificatePem?: string;
}

const pemOf = (b64: string) => `-----BEGIN CERTIFICATE-----\n${b64.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;

/**
 * A request as the DIAN's service receives it: SOAP 1.2, a wsa:Action naming a known method, a
 * WS-Security header whose Timestamp is current, whose signature covers wsa:To and verifies with
 * the BinarySecurityToken's certificate; and the method's parameters.
 */
export function readSoapRequest(xml: string, now = new Date()): SoapRequestCheck {
  const errors: string[] = [];
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch (e) {
    return { ok: false, errors: [(e as Error).message], params: {} };
  }
  const env = doc.documentElement!;
  if (env.namespaceURI !== SOAP_NS || env.localName !== 'Envelope') return { ok: false, errors: ['No es un sobre SOAP 1.2.'], params: {} };
  const header = kid(env, 'Header');
  const bodyEl = kid(env, 'Body');
  const call = bodyEl ? kids(bodyEl)[0] : undefined;
  const method = call?.localName ?? undefined;
  const params = Object.fromEntries((call ? kids(call) : []).map((k) => [k.localName!, txt(k)]));
  const action = txt(header && kid(header, 'Action'));
  const toEl = header && kid(header, 'To');
  if (!method || !DIAN_METHODS.includes(method as DianMethod) || call?.namespaceURI !== WCF_NS) errors.push('Método desconocido.');
  if (method && action !== dianAction(method)) errors.push('wsa:Action no corresponde al método.');
  const security = header && kid(header, 'Security');
  const token = security && kid(security, 'BinarySecurityToken');
  if (!security || !token) return { ok: false, errors: [...errors, 'Falta el encabezado WS-Security con el certificado.'], method, action, params };
  const certificatePem = pemOf(txt(token));
  const ts = kid(security, 'Timestamp');
  const created = Date.parse(txt(kid(ts, 'Created')));
  const expires = Date.parse(txt(kid(ts, 'Expires')));
  if (!ts || Number.isNaN(created) || Number.isNaN(expires)) errors.push('Falta el Timestamp de WS-Security.');
  else if (expires < now.getTime() || created > now.getTime() + 5 * 60_000) errors.push('El Timestamp de WS-Security está vencido.');
  const sigEl = kid(security, 'Signature');
  if (!sigEl || !toEl) errors.push('Falta la firma WS-Security.');
  else {
    const toId = Array.from(toEl.attributes).find((a) => a.localName === 'Id')?.value;
    const refs = Array.from(sigEl.getElementsByTagNameNS(DS_NS, 'Reference'));
    if (!toId || !refs.some((r) => r.getAttribute('URI') === `#${toId}`)) errors.push('La firma WS-Security no cubre wsa:To.');
    if (!signatureVerifies(xml, sigEl, certificatePem)) errors.push('La firma WS-Security no es válida.');
  }
  return { ok: errors.length === 0, errors, method, action, to: txt(toEl), params, certificatePem };
}

/** 'Regla: FAD09e, Rechazo: …' → { rule: 'FAD09e', message: '…', kind: 'rechazo' }; other text kept whole. */
export function parseRuleMessage(s: string): DianRuleMessage {
  const m = /^\s*Regla:\s*([^,]+?)\s*,\s*(Rechazo|Notificaci[oó]n)\s*:\s*([\s\S]*?)\s*$/i.exec(s);
  if (!m) return { rule: '', message: s.trim() };
  return { rule: m[1], message: m[3], kind: /^rech/i.test(m[2]) ? 'rechazo' : 'notificacion' };
}

export const formatRuleMessage = (r: DianRuleMessage) => `Regla: ${r.rule}, ${r.kind === 'notificacion' ? 'Notificación' : 'Rechazo'}: ${r.message}`;

/** A DianResponse element (SendBillSyncResult, GetStatusResult, or one of GetStatusZip's) as a DianAnswer. */
function answerOf(r: Element): DianAnswer {
  const errors = kids(kid(r, 'ErrorMessage') ?? r, 'string').map((s) => parseRuleMessage(txt(s)));
  const b64 = txt(kid(r, 'XmlBase64Bytes'));
  const statusCode = txt(kid(r, 'StatusCode'));
  const rejections = errors.filter((e) => e.kind !== 'notificacion');
  return {
    accepted: txt(kid(r, 'IsValid')).toLowerCase() === 'true',
    statusCode,
    description: txt(kid(r, 'StatusDescription')),
    errors,
    ...(txt(kid(r, 'XmlDocumentKey')) ? { documentKey: txt(kid(r, 'XmlDocumentKey')) } : {}),
    ...(txt(kid(r, 'StatusMessage')) ? { statusMessage: txt(kid(r, 'StatusMessage')) } : {}),
    ...(b64 ? { applicationResponse: Buffer.from(b64, 'base64').toString('utf8') } : {}),
    ...(txt(kid(r, 'XmlFileName')) ? { fileName: txt(kid(r, 'XmlFileName')) } : {}),
    ...(rejections.length === 1 && rejections[0].rule === '90' ? { alreadyProcessed: true } : {}),
  };
}

/** A SOAP fault's reason, or null. */
export function soapFault(xml: string): string | null {
  try {
    const f = find(parseXml(xml), 'Fault');
    return f ? txt(find(f, 'Text') ?? find(f, 'Reason') ?? f) || 'SOAP Fault' : null;
  } catch {
    return null;
  }
}

function resultOf(xml: string, method: string): Element {
  const r = find(parseXml(xml), `${method}Result`);
  if (!r) throw new Error(`Respuesta sin ${method}Result`);
  return r;
}

/** SendBillSync / GetStatus answer. */
export const parseDianResponse = (xml: string, method: 'SendBillSync' | 'GetStatus' = 'SendBillSync'): DianAnswer => answerOf(resultOf(xml, method));

/** GetStatusZip: one DianResponse per document of the zip. */
export const parseStatusZipResponse = (xml: string): DianAnswer[] => kids(resultOf(xml, 'GetStatusZip'), 'DianResponse').map(answerOf);

/** SendBillAsync / SendTestSetAsync: the ZipKey, or the ErrorMessageList. */
export function parseAsyncResponse(xml: string, method: 'SendBillAsync' | 'SendTestSetAsync'): DianAsyncAnswer {
  const r = resultOf(xml, method);
  const list = kid(r, 'ErrorMessageList');
  const errors = list ? kids(list).map((x) => ({ rule: txt(kid(x, 'XmlFileName')) || '', message: txt(kid(x, 'ProcessedMessage')) || txt(x) })) : [];
  const zipKey = txt(kid(r, 'ZipKey'));
  return { ...(zipKey ? { zipKey } : {}), errors };
}

export function parseNumberingRangeResponse(xml: string): DianNumberingRangeAnswer {
  const r = resultOf(xml, 'GetNumberingRange');
  const list = kid(r, 'ResponseList');
  const ranges: DianNumberingRange[] = (list ? kids(list) : []).map((n) => ({
    resolutionNumber: txt(kid(n, 'ResolutionNumber')),
    resolutionDate: txt(kid(n, 'ResolutionDate')),
    prefix: txt(kid(n, 'Prefix')),
    fromNumber: Number(txt(kid(n, 'FromNumber'))),
    toNumber: Number(txt(kid(n, 'ToNumber'))),
    validDateFrom: txt(kid(n, 'ValidDateFrom')),
    validDateTo: txt(kid(n, 'ValidDateTo')),
    technicalKey: txt(kid(n, 'TechnicalKey')),
  }));
  return { operationCode: txt(kid(r, 'OperationCode')), description: txt(kid(r, 'OperationDescription')), ranges };
}

// ——— writing answers (the simulator) ———

const responseEnvelope = (method: string, result: string, now = new Date()) => `<s:Envelope xmlns:s="${SOAP_NS}" xmlns:a="${WSA_NS}" xmlns:u="${WSU_NS}">`
  + `<s:Header><a:Action s:mustUnderstand="1">${dianAction(`${method}Response`)}</a:Action>`
  + `<o:Security s:mustUnderstand="1" xmlns:o="${WSSE_NS}"><u:Timestamp u:Id="_0"><u:Created>${now.toISOString()}</u:Created>`
  + `<u:Expires>${new Date(now.getTime() + 300_000).toISOString()}</u:Expires></u:Timestamp></o:Security></s:Header>`
  + `<s:Body><${method}Response xmlns="${WCF_NS}">${result}</${method}Response></s:Body></s:Envelope>`;

const DR_NS = 'http://schemas.datacontract.org/2004/07/DianResponse';
const ARRAYS_NS = 'http://schemas.microsoft.com/2003/10/Serialization/Arrays';

/** The inner elements of a DianResponse (prefix b:). */
function dianResponseFields(a: DianAnswer): string {
  const errors = a.errors.length
    ? `<b:ErrorMessage xmlns:c="${ARRAYS_NS}">${a.errors.map((e) => `<c:string>${escapeXml(e.rule ? formatRuleMessage(e) : e.message)}</c:string>`).join('')}</b:ErrorMessage>`
    : `<b:ErrorMessage xmlns:c="${ARRAYS_NS}"/>`;
  return errors
    + `<b:IsValid>${a.accepted}</b:IsValid>`
    + `<b:StatusCode>${escapeXml(a.statusCode)}</b:StatusCode>`
    + `<b:StatusDescription>${escapeXml(a.description)}</b:StatusDescription>`
    + `<b:StatusMessage>${escapeXml(a.statusMessage ?? '')}</b:StatusMessage>`
    + (a.applicationResponse ? `<b:XmlBase64Bytes>${Buffer.from(a.applicationResponse, 'utf8').toString('base64')}</b:XmlBase64Bytes>` : '<b:XmlBase64Bytes i:nil="true"/>')
    + '<b:XmlBytes i:nil="true"/>'
    + `<b:XmlDocumentKey>${escapeXml(a.documentKey ?? '')}</b:XmlDocumentKey>`
    + `<b:XmlFileName>${escapeXml(a.fileName ?? '')}</b:XmlFileName>`;
}

/** SendBillSyncResponse / GetStatusResponse. */
export const dianResponseXml = (method: 'SendBillSync' | 'GetStatus', a: DianAnswer, now?: Date) => responseEnvelope(method,
  `<${method}Result xmlns:b="${DR_NS}" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">${dianResponseFields(a)}</${method}Result>`, now);

export const statusZipResponseXml = (answers: DianAnswer[], now?: Date) => responseEnvelope('GetStatusZip',
  `<GetStatusZipResult xmlns:b="${DR_NS}" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">${answers.map((a) => `<b:DianResponse>${dianResponseFields(a)}</b:DianResponse>`).join('')}</GetStatusZipResult>`, now);

export const asyncResponseXml = (method: 'SendBillAsync' | 'SendTestSetAsync', a: DianAsyncAnswer, now?: Date) => responseEnvelope(method,
  `<${method}Result xmlns:b="http://schemas.datacontract.org/2004/07/UploadDocumentResponse" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">`
  + `<b:ErrorMessageList xmlns:c="http://schemas.datacontract.org/2004/07/XmlParamsResponseTrackId">${a.errors.map((e) => `<c:XmlParamsResponseTrackId><c:ProcessedMessage>${escapeXml(e.message)}</c:ProcessedMessage><c:XmlFileName>${escapeXml(e.rule)}</c:XmlFileName></c:XmlParamsResponseTrackId>`).join('')}</b:ErrorMessageList>`
  + `<b:ZipKey>${escapeXml(a.zipKey ?? '')}</b:ZipKey></${method}Result>`, now);

export const numberingRangeResponseXml = (a: DianNumberingRangeAnswer, now?: Date) => responseEnvelope('GetNumberingRange',
  `<GetNumberingRangeResult xmlns:b="http://schemas.datacontract.org/2004/07/NumberRangeResponseList" xmlns:i="http://www.w3.org/2001/XMLSchema-instance">`
  + `<b:OperationCode>${escapeXml(a.operationCode)}</b:OperationCode><b:OperationDescription>${escapeXml(a.description)}</b:OperationDescription>`
  + `<b:ResponseList xmlns:c="http://schemas.datacontract.org/2004/07/NumberRangeResponse">${a.ranges.map((r) => '<c:NumberRangeResponse>'
    + `<c:ResolutionNumber>${escapeXml(r.resolutionNumber)}</c:ResolutionNumber><c:ResolutionDate>${escapeXml(r.resolutionDate)}</c:ResolutionDate>`
    + `<c:Prefix>${escapeXml(r.prefix)}</c:Prefix><c:FromNumber>${r.fromNumber}</c:FromNumber><c:ToNumber>${r.toNumber}</c:ToNumber>`
    + `<c:ValidDateFrom>${escapeXml(r.validDateFrom)}</c:ValidDateFrom><c:ValidDateTo>${escapeXml(r.validDateTo)}</c:ValidDateTo>`
    + `<c:TechnicalKey>${escapeXml(r.technicalKey)}</c:TechnicalKey></c:NumberRangeResponse>`).join('')}</b:ResponseList></GetNumberingRangeResult>`, now);

export const soapFaultXml = (reason: string, code: 'Sender' | 'Receiver' = 'Sender') => `<s:Envelope xmlns:s="${SOAP_NS}"><s:Body><s:Fault>`
  + `<s:Code><s:Value>s:${code}</s:Value></s:Code><s:Reason><s:Text xml:lang="es-CO">${escapeXml(reason)}</s:Text></s:Reason></s:Fault></s:Body></s:Envelope>`;
