import { createHash, randomUUID } from 'node:crypto';
import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { DianCertificate } from './certificate';

/**
 * XAdES-EPES enveloped signature of a UBL document as the DIAN requires it (Anexo Técnico 1.9 §
 * "Firma electrónica"; shared/reference/dian-payu.md §3): C14N 1.0 (20010315), RSA-SHA256, SHA-256
 * digests, three references — the whole document (URI "", enveloped-signature), the KeyInfo and the
 * xades:SignedProperties (SigningTime, SigningCertificate, the DIAN v2 signature policy and its hash,
 * ClaimedRole) — placed in the second ext:UBLExtension/ext:ExtensionContent. xml-crypto computes
 * every digest and the signature value; this file only writes the XAdES properties.
 */
export const DS_NS = 'http://www.w3.org/2000/09/xmldsig#';
export const XADES_NS = 'http://uri.etsi.org/01903/v1.3.2#';
export const EXT_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2';
export const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
export const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
export const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903#SignedProperties';
/** The DIAN's signature policy v2 and the SHA-256 of its PDF, base64 (as every DIAN implementation writes it). */
export const DIAN_POLICY_URL = 'https://facturaelectronica.dian.gov.co/politicadefirma/v2/politicadefirmav2.pdf';
export const DIAN_POLICY_HASH = 'dMoMvtcG5aIzgYo0tIsSQeVJBDnUnfSOfBpxXrmor0Y=';
export const DIAN_POLICY_DESCRIPTION = 'Política de firma para facturas electrónicas de la República de Colombia.';

export type SignerRole = 'supplier' | 'third party';

export interface SignOptions {
  /** xades:SigningTime (default now), written in Colombia time (-05:00). */
  signingTime?: Date;
  /** ClaimedRole: 'supplier' (the issuer signs) or 'third party' (a provider signs for it). */
  role?: SignerRole;
  /** The ds:Signature Id (default xmldsig-<uuid>). */
  id?: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 2019-06-21T19:09:35.993-05:00: a moment in Colombia time (UTC−5 all year). */
export function colombiaDateTime(d: Date): string {
  const local = new Date(d.getTime() - 5 * 3600_000).toISOString(); // …Z, shifted
  return `${local.slice(0, 23)}-05:00`;
}

/** The XAdES QualifyingProperties (inside ds:Object), SignedProperties Id `${id}-signedprops`. */
function qualifyingProperties(id: string, cert: DianCertificate, time: Date, role: SignerRole): string {
  return `<xades:QualifyingProperties xmlns:xades="${XADES_NS}" Target="#${id}">`
    + `<xades:SignedProperties Id="${id}-signedprops"><xades:SignedSignatureProperties>`
    + `<xades:SigningTime>${colombiaDateTime(time)}</xades:SigningTime>`
    + '<xades:SigningCertificate><xades:Cert>'
    + `<xades:CertDigest><ds:DigestMethod Algorithm="${SHA256}"/><ds:DigestValue>${cert.certificateDigest}</ds:DigestValue></xades:CertDigest>`
    + `<xades:IssuerSerial><ds:X509IssuerName>${escapeXml(cert.issuerName)}</ds:X509IssuerName><ds:X509SerialNumber>${cert.serialNumber}</ds:X509SerialNumber></xades:IssuerSerial>`
    + '</xades:Cert></xades:SigningCertificate>'
    + '<xades:SignaturePolicyIdentifier><xades:SignaturePolicyId>'
    + `<xades:SigPolicyId><xades:Identifier>${DIAN_POLICY_URL}</xades:Identifier><xades:Description>${escapeXml(DIAN_POLICY_DESCRIPTION)}</xades:Description></xades:SigPolicyId>`
    + `<xades:SigPolicyHash><ds:DigestMethod Algorithm="${SHA256}"/><ds:DigestValue>${DIAN_POLICY_HASH}</ds:DigestValue></xades:SigPolicyHash>`
    + '</xades:SignaturePolicyId></xades:SignaturePolicyIdentifier>'
    + `<xades:SignerRole><xades:ClaimedRoles><xades:ClaimedRole>${role}</xades:ClaimedRole></xades:ClaimedRoles></xades:SignerRole>`
    + '</xades:SignedSignatureProperties></xades:SignedProperties></xades:QualifyingProperties>';
}

/**
 * The document with a last ext:UBLExtension whose ExtensionContent is empty (where the signature
 * goes: the second of an invoice or note, the fifth of a POS document): kept when the document has two
 * or more, added after the only one otherwise. Throws when the document
 * has no ext:UBLExtensions or is already signed.
 */
function withSignatureSlot(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new Error('sign: not an XML document');
  if (doc.getElementsByTagNameNS(DS_NS, 'Signature').length) throw new Error('sign: the document is already signed');
  const exts = Array.from(root.childNodes).find((n) => n.nodeType === 1 && (n as Element).namespaceURI === EXT_NS && (n as Element).localName === 'UBLExtensions') as Element | undefined;
  if (!exts) throw new Error('sign: the document has no ext:UBLExtensions');
  const items = Array.from(exts.childNodes).filter((n) => n.nodeType === 1) as Element[];
  if (items.length >= 2) return xml;
  const prefix = exts.prefix ? `${exts.prefix}:` : '';
  const ext = doc.createElementNS(EXT_NS, `${prefix}UBLExtension`);
  ext.appendChild(doc.createElementNS(EXT_NS, `${prefix}ExtensionContent`));
  exts.appendChild(ext);
  return serialize(doc, xml);
}

/** The document as text, keeping the input's XML declaration (xmldom drops it). */
function serialize(doc: Document, original: string): string {
  const decl = /^\s*(<\?xml[^?]*\?>)/.exec(original)?.[1];
  const body = doc.documentElement!.toString();
  return decl ? `${decl}\n${body}` : body;
}

/** Signs a UBL Invoice, CreditNote or DebitNote (unsigned, with its DIAN extension first). */
export function signUblDocument(xml: string, cert: DianCertificate, o: SignOptions = {}): string {
  const id = o.id ?? `xmldsig-${randomUUID()}`;
  const prepared = withSignatureSlot(xml);
  const sig = new SignedXml({
    privateKey: cert.privateKeyPem,
    publicCert: cert.certificatePem,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: C14N,
    keyInfoAttributes: { Id: `${id}-keyinfo` },
    getKeyInfoContent: () => `<ds:X509Data><ds:X509Certificate>${cert.certificateBase64}</ds:X509Certificate></ds:X509Data>`,
    objects: [{ content: qualifyingProperties(id, cert, o.signingTime ?? new Date(), o.role ?? 'supplier') }],
  });
  sig.addReference({ xpath: '/*', isEmptyUri: true, id: `${id}-ref0`, transforms: [ENVELOPED], digestAlgorithm: SHA256 });
  sig.addReference({ xpath: `//*[local-name()='KeyInfo' and @Id='${id}-keyinfo']`, transforms: [C14N], digestAlgorithm: SHA256 });
  sig.addReference({ xpath: `//*[local-name()='SignedProperties' and @Id='${id}-signedprops']`, transforms: [C14N], digestAlgorithm: SHA256, type: SIGNED_PROPERTIES_TYPE });
  sig.computeSignature(prepared, {
    prefix: 'ds',
    attrs: { Id: id },
    // The last extension: the second of an invoice or note, after the three extensions of a POS document.
    location: { reference: "/*/*[local-name()='UBLExtensions']/*[local-name()='UBLExtension'][last()]/*[local-name()='ExtensionContent']", action: 'append' },
  });
  const signed = sig.getSignedXml();
  const decl = /^\s*(<\?xml[^?]*\?>)/.exec(prepared)?.[1];
  return decl && !signed.startsWith('<?xml') ? `${decl}\n${signed}` : signed;
}

export interface SignatureCheck {
  valid: boolean;
  /** What failed, in Spanish (the simulator answers them as rule ZE02). */
  errors: string[];
  /** The signer's certificate from KeyInfo (PEM), when found. */
  certificatePem?: string;
  /** xades:SigningTime as written. */
  signingTime?: string;
}

const pemOf = (b64: string) => `-----BEGIN CERTIFICATE-----\n${b64.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;

const childrenNS = (el: Element | Document, ns: string, name: string) => Array.from(el.getElementsByTagNameNS(ns, name));
const textOf = (el: Element | undefined) => el?.textContent?.trim() ?? '';

/**
 * Verifies a signed UBL document the way the DIAN's validator does, in substance: exactly one
 * ds:Signature, in an ext:ExtensionContent, whose SignedInfo is C14N 1.0 + RSA-SHA256 with the three
 * references (document enveloped, KeyInfo, SignedProperties), every digest and the signature value
 * valid with the KeyInfo's certificate, the SigningCertificate digest that of that certificate, and
 * the DIAN policy with its hash. Trust in the certificate's issuer is not checked (test certificates).
 */
export function verifyUblSignature(xml: string): SignatureCheck {
  const errors: string[] = [];
  let doc: Document;
  try {
    doc = new DOMParser({ onError: () => { throw new Error('malformed'); } }).parseFromString(xml, 'text/xml');
  } catch {
    return { valid: false, errors: ['El documento no es un XML bien formado.'] };
  }
  const sigs = childrenNS(doc, DS_NS, 'Signature');
  if (sigs.length !== 1) return { valid: false, errors: [sigs.length ? 'El documento tiene más de una firma.' : 'El documento no está firmado.'] };
  const sigEl = sigs[0];
  const parent = sigEl.parentNode as Element | null;
  if (!parent || parent.namespaceURI !== EXT_NS || parent.localName !== 'ExtensionContent') errors.push('La firma no está en ext:ExtensionContent.');
  const certB64 = textOf(childrenNS(sigEl, DS_NS, 'X509Certificate')[0]);
  if (!certB64) return { valid: false, errors: [...errors, 'La firma no incluye el certificado (ds:X509Certificate).'] };
  const certificatePem = pemOf(certB64);
  const signedInfo = childrenNS(sigEl, DS_NS, 'SignedInfo')[0];
  const algo = (name: string) => childrenNS(signedInfo, DS_NS, name)[0]?.getAttribute('Algorithm');
  if (algo('CanonicalizationMethod') !== C14N) errors.push('El método de canonicalización no es C14N (20010315).');
  if (algo('SignatureMethod') !== RSA_SHA256) errors.push('El algoritmo de firma no es RSA-SHA256.');
  const refs = childrenNS(signedInfo, DS_NS, 'Reference');
  const keyInfoId = childrenNS(sigEl, DS_NS, 'KeyInfo')[0]?.getAttribute('Id');
  const signedProps = childrenNS(sigEl, XADES_NS, 'SignedProperties')[0];
  const docRef = refs.find((r) => r.getAttribute('URI') === '');
  if (!docRef || !childrenNS(docRef, DS_NS, 'Transform').some((t) => t.getAttribute('Algorithm') === ENVELOPED)) errors.push('Falta la referencia al documento (enveloped).');
  if (!keyInfoId || !refs.some((r) => r.getAttribute('URI') === `#${keyInfoId}`)) errors.push('Falta la referencia a KeyInfo.');
  if (!signedProps || !refs.some((r) => r.getAttribute('URI') === `#${signedProps.getAttribute('Id')}` && r.getAttribute('Type') === SIGNED_PROPERTIES_TYPE)) {
    errors.push('Falta la referencia a las propiedades firmadas (xades:SignedProperties).');
  }
  if (refs.some((r) => childrenNS(r, DS_NS, 'DigestMethod')[0]?.getAttribute('Algorithm') !== SHA256)) errors.push('Los resúmenes no son SHA-256.');
  if (signedProps) {
    const derDigest = createHash('sha256').update(Buffer.from(certB64.replace(/\s+/g, ''), 'base64')).digest('base64');
    const certDigest = textOf(childrenNS(childrenNS(signedProps, XADES_NS, 'CertDigest')[0] ?? signedProps, DS_NS, 'DigestValue')[0]);
    if (certDigest !== derDigest) errors.push('El resumen del certificado firmante (SigningCertificate) no corresponde al certificado.');
    if (textOf(childrenNS(signedProps, XADES_NS, 'Identifier')[0]) !== DIAN_POLICY_URL) errors.push('La política de firma no es la de la DIAN (v2).');
    const policyHash = textOf(childrenNS(childrenNS(signedProps, XADES_NS, 'SigPolicyHash')[0] ?? signedProps, DS_NS, 'DigestValue')[0]);
    if (policyHash !== DIAN_POLICY_HASH) errors.push('El resumen de la política de firma no corresponde.');
    const role = textOf(childrenNS(signedProps, XADES_NS, 'ClaimedRole')[0]);
    if (role !== 'supplier' && role !== 'third party') errors.push('El rol del firmante (ClaimedRole) no es válido.');
  }
  const valid = signatureVerifies(xml, sigEl, certificatePem);
  if (!valid) errors.push('El valor de la firma o de sus resúmenes no es válido.');
  return { valid: valid && errors.length === 0, errors, certificatePem, signingTime: textOf(childrenNS(sigEl, XADES_NS, 'SigningTime')[0]) || undefined };
}

/** Does the ds:Signature element verify over `xml` with this certificate (xml-crypto; any failure is false)? */
export function signatureVerifies(xml: string, sigEl: unknown, certificatePem: string): boolean {
  try {
    const check = new SignedXml({ publicCert: certificatePem, getCertFromKeyInfo: () => null });
    check.loadSignature(sigEl as globalThis.Node);
    return check.checkSignature(xml);
  } catch {
    return false;
  }
}
