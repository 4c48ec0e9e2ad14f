// A typed signature drawn as one: the name in a handwriting face on a 200 px high canvas (or as SVG
// text), the same size the drawing pad exports (spec 03 §3.2: 200 px high, at least 300 px wide).

export type SignatureType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

export const SIGNATURE_HEIGHT = 200;
export const SIGNATURE_MIN_WIDTH = 300;
const FONT = '"Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", cursive';
const FONT_PX = 56;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG of a typed signature (text, escaped), as wide as the text needs and at least 300 px. */
export function typedSignatureSvg(text: string, width = Math.max(SIGNATURE_MIN_WIDTH, Math.ceil(text.length * FONT_PX * 0.55) + 48)): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${SIGNATURE_HEIGHT}" viewBox="0 0 ${width} ${SIGNATURE_HEIGHT}">`
    + `<text x="24" y="${SIGNATURE_HEIGHT / 2 + FONT_PX / 3}" font-family='${FONT}' font-size="${FONT_PX}" fill="#111827">${escapeXml(text)}</text></svg>`;
}

/**
 * Draws the typed name; answers it as a Blob of `type` (into a fresh canvas), or draws into `target`
 * (the preview) and answers null.
 */
export async function typedSignature(text: string, type: SignatureType, target?: HTMLCanvasElement): Promise<Blob | null> {
  if (!target && type === 'image/svg+xml') return new Blob([typedSignatureSvg(text)], { type });
  const canvas = target ?? document.createElement('canvas');
  const ratio = target ? Math.max(window.devicePixelRatio || 1, 1) : 1;
  const ctx = canvas.getContext('2d')!;
  ctx.font = `${FONT_PX}px ${FONT}`;
  const width = Math.max(SIGNATURE_MIN_WIDTH, target ? target.offsetWidth : Math.ceil(ctx.measureText(text).width) + 48);
  canvas.width = width * ratio;
  canvas.height = SIGNATURE_HEIGHT * ratio;
  ctx.scale(ratio, ratio);
  if (type === 'image/jpeg') { ctx.fillStyle = '#ffffff'; ctx.fillRect(0, 0, width, SIGNATURE_HEIGHT); }
  ctx.font = `${FONT_PX}px ${FONT}`; // resizing the canvas reset the context
  ctx.fillStyle = '#111827';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, 24, SIGNATURE_HEIGHT / 2, width - 48);
  if (target) return null;
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.9));
}
