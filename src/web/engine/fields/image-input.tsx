// The `image` kind's input (spec 03 §3.2, spec 01 §5): empty → pick a file or use the camera (when the
// device has one) → the size and type rules (a file over the limit raises the spec's alert and is
// ignored) → crop (lazy chunk) and compression (quality 80) → preview. Removing the image clears all.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState, type Ref } from 'react';
import { acceptAttribute, asFileValue } from '../../../core/files/rules';
import { notify } from '../../lib/notices';
import { useMedia } from '../../lib/use-media';
import { Button, cx, Icon } from '../../ui';
import { PickButton, UploadBar, useFileCheck } from './file-input';
import { useFileUrl } from './file-url';
import { isNewFile } from './file-values';
import type { InputProps } from './types';

const ImageCropDialog = lazy(() => import('./image-crop'));

/** Phones and tablets: a camera button besides the picker (`capture` opens the camera directly). */
const hasCamera = () => typeof navigator !== 'undefined' && !!navigator.mediaDevices;

export function ImageInput(p: InputProps) {
  const { t } = useLingui();
  const { problem, check, clear } = useFileCheck(p);
  const coarse = useMedia('(pointer: coarse)');
  const [cropping, setCropping] = useState<{ src: string; name: string } | null>(null);
  const value = isNewFile(p.value) ? (p.value as File) : asFileValue(p.value);
  const { url } = useFileUrl(value);
  const pick = (file: File) => {
    const why = check(file);
    // The spec's alert ('el archivo es muy grande: {size} (< {maxSize}MB)', spec 03 §8); the file is ignored.
    if (why) notify({ kind: 'error', title: why });
    else setCropping({ src: URL.createObjectURL(file), name: file.name });
  };
  const close = () => { if (cropping) URL.revokeObjectURL(cropping.src); setCropping(null); };
  const accept = acceptAttribute(p.field);
  return (
    <div className="flex flex-col gap-1.5">
      <div className={cx('flex items-center gap-3 rounded-md border border-dashed p-2', p.invalid || problem ? 'border-danger' : 'border-line bg-subtle')}>
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-surface">
          {url ? <img src={url} alt={t`Vista previa`} className="size-full object-cover" />
            : <Icon name="image" className="size-6 text-fg-subtle" />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-1.5">
            <PickButton id={p.id} inputRef={p.inputRef as Ref<HTMLInputElement>} accept={accept} icon="image" disabled={p.disabled}
              describedBy={p.describedBy} onPick={pick}>
              {value ? t`Cambiar imagen` : t`Elegir imagen`}
            </PickButton>
            {coarse && hasCamera() && (
              <PickButton accept={accept} capture="environment" icon="camera" disabled={p.disabled} onPick={pick}>{t`Cámara`}</PickButton>
            )}
            {value && (
              <Button type="button" size="sm" variant="ghost" icon="trash" disabled={p.disabled} onClick={() => { clear(); p.onChange(null); }}>
                {t`Quitar`}
              </Button>
            )}
          </div>
          <p className="truncate text-xs text-fg-subtle">
            {value ? value.name : t`PNG, JPG, GIF o WEBP, hasta ${p.field.maxMb ?? 5} MB`}
          </p>
        </div>
      </div>
      <UploadBar show={isNewFile(p.value)} />
      {problem && <p role="alert" className="text-xs text-danger">{problem}</p>}
      {cropping && (
        <Suspense fallback={null}>
          <ImageCropDialog src={cropping.src} name={cropping.name} aspect={p.field.aspect}
            onCancel={close} onDone={(file) => { close(); p.onChange(file); }} />
        </Suspense>
      )}
    </div>
  );
}
