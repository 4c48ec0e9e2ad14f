// List and viewer cells of the file kinds: an image (or signature) as a thumbnail, a file as its name
// with a download button. Bytes come through the API with the token (file-url.ts), never a public path.
import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { asFileValue, type FileValue } from '../../../core/files/rules';
import { reportApiError } from '../../lib/api';
import { useLabel } from '../../lib/labels';
import { cx, Icon } from '../../ui';
import { downloadFile, formatBytes, useFileUrl } from './file-url';
import type { CellProps } from './types';

const empty = <span className="text-fg-subtle">—</span>;

/** Downloads without opening the row (cells sit inside clickable rows). */
export function DownloadButton({ file, className }: { file: FileValue; className?: string }) {
  const { t } = useLingui();
  const save = (e: MouseEvent) => {
    e.stopPropagation();
    void downloadFile(file).catch((err) => reportApiError(err));
  };
  return (
    <button type="button" onClick={save} title={t`Descargar ${file.name}`}
      className={cx('inline-flex min-w-0 max-w-64 items-center gap-1.5 rounded-md text-accent-text hover:underline focus-visible:outline-2 focus-visible:outline-accent', className)}>
      <Icon name="download" className="size-3.5 shrink-0" />
      <span className="truncate">{file.name}</span>
    </button>
  );
}

export function FileCell({ row, name, full }: CellProps) {
  const file = asFileValue(row[name]);
  if (!file) return empty;
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <DownloadButton file={file} />
      {full && <span className="shrink-0 text-xs text-fg-subtle tabular-nums">{formatBytes(file.size)}</span>}
    </span>
  );
}

/** A stored image's thumbnail: 32 px in lists, up to 200 px high in the viewer. */
export function Thumbnail({ file, large, alt }: { file: FileValue; large?: boolean; alt: string }) {
  const { url, failed } = useFileUrl(file);
  const box = large ? 'max-h-[200px] max-w-full rounded-md' : 'size-8 rounded object-cover';
  if (!url) {
    return <span aria-label={alt} className={cx('inline-flex items-center justify-center bg-muted text-fg-subtle', large ? 'h-24 w-32 rounded-md' : 'size-8 rounded')}>
      <Icon name={failed ? 'ban' : 'image'} className="size-4" />
    </span>;
  }
  return <img src={url} alt={alt} className={cx('border border-line bg-surface', box)} />;
}

export function ImageCell({ row, name, full, field }: CellProps) {
  const tr = useLabel();
  const file = asFileValue(row[name]);
  if (!file) return empty;
  return <Thumbnail file={file} large={full} alt={`${tr(field.label)}: ${file.name}`} />;
}
