/**
 * Links in rich text go to the web or to an e-mail address: `http(s)://` and `mailto:` only — the
 * sanitizer (sanitize.ts) drops any other href and opens the kept ones with rel="noopener noreferrer
 * nofollow". `linkHref` reads what a user types in the editor's link field the same way.
 */
export const LINK_SCHEME = /^(https?:|mailto:)/i;

const EMAIL = /^[^\s@/:<>"]+@[^\s@/:<>"]+\.[^\s@/:<>"]+$/;
const HOST_LIKE = /^[^\s/:@<>"]+\.[^\s/:@<>".]{2,}(:\d{1,5})?([/?#][^\s<>"]*)?$/;

/**
 * What a user typed → the href to store, or null when it is not a web or mail address:
 * 'https://mando.co/x' stays, 'mando.co/x' → 'https://mando.co/x', 'ana@mando.co' →
 * 'mailto:ana@mando.co'; 'javascript:…', 'tel:…', 'data:…', '/ruta' and text with spaces → null.
 */
export function linkHref(typed: string): string | null {
  const v = typed.trim();
  if (!v || /[\s<>"]/.test(v)) return null;
  if (LINK_SCHEME.test(v)) {
    let url: URL;
    try { url = new URL(v); } catch { return null; }
    if (url.protocol === 'mailto:') return EMAIL.test(decodeURIComponent(url.pathname)) ? v : null;
    return url.hostname ? v : null;
  }
  if (EMAIL.test(v)) return `mailto:${v}`;
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(v)) return null; // another scheme
  return HOST_LIKE.test(v) ? `https://${v}` : null;
}
