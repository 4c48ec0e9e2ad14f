// The image kind's crop step (react-easy-crop, in its own chunk): the picked image in a dialog, cropped
// to the field's aspect (free when it has none), then drawn on a canvas and compressed (JPEG, quality 80,
// spec 03 §3.2). Keyboard: arrow keys move the crop area (react-easy-crop), the zoom is a range input,
// Enter on 'Usar imagen' applies, Escape cancels.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { IMAGE_QUALITY } from '../../../core/files/rules';
import { Button, Dialog, DialogBody, DialogFooter } from '../../ui';

/** Longest side of a stored image: larger photos are scaled down (a phone's 4000 px is wasted in a form). */
const MAX_SIDE = 2048;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}

/** The crop area of the image as a compressed JPEG file named after the original. */
export async function cropToFile(src: string, area: Area, name: string): Promise<File> {
  const img = await loadImage(src);
  const scale = Math.min(1, MAX_SIDE / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff'; // JPEG has no transparency: transparent parts become white, not black
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', IMAGE_QUALITY));
  if (!blob) throw new Error('canvas');
  return new File([blob], `${name.replace(/\.[^.]+$/, '') || 'imagen'}.jpg`, { type: 'image/jpeg' });
}

export default function ImageCropDialog({ src, name, aspect, onDone, onCancel }: {
  src: string; name: string; aspect?: number; onDone: (file: File) => void; onCancel: () => void;
}) {
  const { t } = useLingui();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [natural, setNatural] = useState<number | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onDone(await cropToFile(src, area, name));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog onClose={onCancel} title={t`Recortar imagen`} size="md">
      <DialogBody className="p-4">
        <div className="relative h-72 overflow-hidden rounded-md bg-neutral-900 sm:h-80">
          <Cropper image={src} crop={crop} zoom={zoom} aspect={aspect ?? natural ?? 1} onCropChange={setCrop} onZoomChange={setZoom}
            onMediaLoaded={(m) => setNatural(m.naturalWidth / Math.max(1, m.naturalHeight))}
            onCropComplete={(_a, px) => setArea(px)} keyboardStep={10} />
        </div>
        <label className="mt-3 flex items-center gap-3 text-xs text-fg-muted">
          <span className="shrink-0">{t`Zoom`}</span>
          <input type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))}
            className="w-full accent-[var(--accent)]" />
        </label>
      </DialogBody>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onCancel}>{t`Cancelar`}</Button>
        <Button type="button" variant="primary" icon="crop" disabled={!area || busy} onClick={() => void apply()}>{t`Usar imagen`}</Button>
      </DialogFooter>
    </Dialog>
  );
}
