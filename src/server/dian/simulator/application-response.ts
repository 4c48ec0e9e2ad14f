import { randomUUID } from 'node:crypto';
import { sha384Hex } from '../../../core/dian/cufe';
import type { DianRuleMessage } from '../types';
import type { DocumentValidation } from './validate';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const DIAN_NIT = '800197268';

/**
 * The DIAN's ApplicationResponse (UBL 2.1) to a validated document: ResponseCode 02 "Documento
 * validado por la DIAN" or 04 "Documento rechazado por la DIAN", with one LineResponse per rule
 * message. Unsigned (the real one is signed by the DIAN); enough for the back office to store and show.
 */
export function applicationResponseXml(v: DocumentValidation, accepted: boolean, messages: DianRuleMessage[], now: Date, environment: '1' | '2' = '2'): string {
  const local = new Date(now.getTime() - 5 * 3600_000).toISOString();
  const id = randomUUID();
  const party = (name: string, nit: string) => `<cac:PartyTaxScheme><cbc:RegistrationName>${esc(name)}</cbc:RegistrationName>`
    + `<cbc:CompanyID schemeAgencyID="195" schemeName="31">${esc(nit)}</cbc:CompanyID><cac:TaxScheme><cbc:ID>01</cbc:ID><cbc:Name>IVA</cbc:Name></cac:TaxScheme></cac:PartyTaxScheme>`;
  const lines = messages.map((m, i) => `<cac:LineResponse><cac:LineReference><cbc:LineID>${i + 1}</cbc:LineID></cac:LineReference>`
    + `<cac:Response><cbc:ResponseCode>${esc(m.rule)}</cbc:ResponseCode><cbc:Description>${esc(m.message)}</cbc:Description></cac:Response></cac:LineResponse>`).join('');
  return '<?xml version="1.0" encoding="UTF-8"?>'
    + '<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"'
    + ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"'
    + ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">'
    + '<cbc:UBLVersionID>UBL 2.1</cbc:UBLVersionID><cbc:CustomizationID>1</cbc:CustomizationID><cbc:ProfileID>DIAN 2.1</cbc:ProfileID>'
    + `<cbc:ProfileExecutionID>${environment}</cbc:ProfileExecutionID><cbc:ID>${id}</cbc:ID>`
    + `<cbc:UUID schemeName="CUDE-SHA384">${sha384Hex(id + v.documentKey)}</cbc:UUID>`
    + `<cbc:IssueDate>${local.slice(0, 10)}</cbc:IssueDate><cbc:IssueTime>${local.slice(11, 19)}-05:00</cbc:IssueTime>`
    + `<cac:SenderParty>${party('Unidad Especial Dirección de Impuestos y Aduanas Nacionales', DIAN_NIT)}</cac:SenderParty>`
    + `<cac:ReceiverParty>${party(v.issuer?.name ?? '', v.supplierNit)}</cac:ReceiverParty>`
    + '<cac:DocumentResponse><cac:Response>'
    + `<cbc:ResponseCode>${accepted ? '02' : '04'}</cbc:ResponseCode><cbc:Description>${accepted ? 'Documento validado por la DIAN' : 'Documento rechazado por la DIAN'}</cbc:Description>`
    + `</cac:Response><cac:DocumentReference><cbc:ID>${esc(v.number)}</cbc:ID><cbc:UUID schemeName="${v.kind === 'Invoice' ? 'CUFE-SHA384' : 'CUDE-SHA384'}">${esc(v.documentKey)}</cbc:UUID></cac:DocumentReference>`
    + `${lines}</cac:DocumentResponse></ApplicationResponse>`;
}
