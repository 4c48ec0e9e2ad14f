/**
 * The one adapter through which the back office talks to the DIAN's web service (real or the local
 * simulator). The send queue (features/dian-send) depends on this interface only; `createDianClient`
 * (client.ts) builds it from the tenant's settings.
 */

/** One rejection or notification rule of the Anexo Técnico, e.g. { rule: 'FAD09e', message: '…' }. */
export interface DianRuleMessage {
  rule: string;
  message: string;
  /** 'Rechazo' (blocks acceptance) or 'Notificación' (accepted with a warning); absent when the text had no 'Regla:' form. */
  kind?: 'rechazo' | 'notificacion';
}

/** The DIAN's answer to a send or a status query, reduced to what the back office uses. */
export interface DianAnswer {
  /** IsValid = true (StatusCode 00): the document is accepted. */
  accepted: boolean;
  /** StatusCode: '00' processed correctly, '99' validation errors, '66' not found, '90' already processed, … */
  statusCode: string;
  /** StatusDescription, e.g. 'Procesado Correctamente.' or 'Documento con errores en campos mandatorios.' */
  description: string;
  /** ErrorMessage list parsed ('Regla: FAD09e, Rechazo: …' → { rule: 'FAD09e', message: '…' }). */
  errors: DianRuleMessage[];
  /** XmlDocumentKey: the CUFE/CUDE the DIAN recomputed (or the ZipKey/TrackId of an async send). */
  documentKey?: string;
  /** StatusMessage, free text. */
  statusMessage?: string;
  /** XmlBase64Bytes decoded: the DIAN's ApplicationResponse XML, when present. */
  applicationResponse?: string;
  /** XmlFileName echoed by the DIAN. */
  fileName?: string;
  /**
   * 'Regla: 90, Rechazo: Documento procesado anteriormente.' was the only error: the DIAN already holds
   * this document (sent before, e.g. an answer lost on the way back). Not an acceptance by itself: ask
   * getStatus(documentKey) for the stored answer.
   */
  alreadyProcessed?: boolean;
}

/** A signed UBL document ready to send: its file name per the Anexo (without extension) and the XML. */
export interface DianDocument {
  /** e.g. 'fv09001234560002600000001' (the .xml/.zip extensions are added by the client). */
  fileName: string;
  /** The signed XML. */
  xml: string;
}

/** A numbering range as GetNumberingRange answers it. */
export interface DianNumberingRange {
  resolutionNumber: string;
  resolutionDate: string;
  prefix: string;
  fromNumber: number;
  toNumber: number;
  validDateFrom: string;
  validDateTo: string;
  technicalKey: string;
}

export interface DianNumberingRangeAnswer {
  /** OperationCode '100' when found. */
  operationCode: string;
  description: string;
  ranges: DianNumberingRange[];
}

/** An async send's receipt: the ZipKey (TrackId) to poll with getStatusZip, or the errors. */
export interface DianAsyncAnswer {
  zipKey?: string;
  errors: DianRuleMessage[];
}

export interface DianClient {
  /** SendBillSync: send one document and get its validation at once. */
  sendBillSync(doc: DianDocument): Promise<DianAnswer>;
  /** SendBillAsync: send one document, get a ZipKey to poll with getStatusZip. */
  sendBillAsync(doc: DianDocument): Promise<DianAsyncAnswer>;
  /** SendTestSetAsync (habilitación): send to a test set; the testSetId defaults to the tenant setting. */
  sendTestSetAsync(doc: DianDocument, testSetId?: string): Promise<DianAsyncAnswer>;
  /** GetStatusZip: the answers of an async send (one per document in the zip). */
  getStatusZip(zipKey: string): Promise<DianAnswer[]>;
  /** GetStatus: the stored answer of a document by its CUFE/CUDE (trackId). */
  getStatus(documentKey: string): Promise<DianAnswer>;
  /** GetNumberingRange: the ranges the DIAN holds for a NIT and software. */
  getNumberingRange(accountCode: string, accountCodeT: string, softwareCode: string): Promise<DianNumberingRangeAnswer>;
}

/** Raised when the DIAN cannot be reached or answers with a SOAP fault (the queue retries these). */
export class DianTransportError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'DianTransportError';
  }
}
