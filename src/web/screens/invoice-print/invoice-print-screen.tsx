// /invoices/{id}/print (issue 15): the invoice's PDF (GET invoices/{id}/file, the token in the header)
// shown in the page, with 'Descargar' and 'Imprimir'.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isHTTPError } from 'ky';
import { useEffect, useMemo, useRef } from 'react';
import { api } from '../../lib/api';
import { usePageTitle } from '../../lib/ui-state';
import { usePaletteContext } from '../../palette';
import { Button, buttonClass, Icon, Skeleton } from '../../ui';
import { AccessDeniedScreen, NotFoundScreen } from '../errors';

export function InvoicePrintScreen({ id }: { id: string }) {
  const { t } = useLingui();
  const n = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const frame = useRef<HTMLIFrameElement>(null);
  const pdf = useQuery({
    queryKey: ['invoice-pdf', n],
    enabled: n > 0,
    queryFn: () => api.get(`invoices/${n}/file`, { timeout: 120_000, context: { silent: true } }).blob(),
    retry: (count, err) => !(isHTTPError(err) && [403, 404].includes(err.response.status)) && count < 2,
    staleTime: 0,
    gcTime: 0,
  });
  const url = useMemo(() => (pdf.data ? URL.createObjectURL(new Blob([pdf.data], { type: 'application/pdf' })) : null), [pdf.data]);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  usePageTitle(t`Imprimir factura`);

  const fileName = `factura-${n}.pdf`;
  const download = () => {
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
  };
  const print = () => frame.current?.contentWindow?.print();
  usePaletteContext(t`Factura`, url ? [
    { id: 'invoice.download', label: t`Descargar PDF`, icon: 'download', keywords: 'download pdf descargar', run: download },
    { id: 'invoice.print', label: t`Imprimir`, icon: 'printer', keywords: 'print imprimir', run: print },
  ] : [], !!url);

  if (!n) return <NotFoundScreen resource="invoices" />;
  if (pdf.error && isHTTPError(pdf.error)) {
    if (pdf.error.response.status === 403) return <AccessDeniedScreen />;
    if (pdf.error.response.status === 404) return <NotFoundScreen resource="invoices" />;
  }
  return (
    <div className="flex h-full flex-col bg-subtle text-13">
      <header className="flex flex-wrap items-center gap-2 border-b border-line bg-surface px-3 py-2 sm:px-6">
        <Link to="/invoices/$id" params={{ id: String(n) }} className="inline-flex items-center gap-1 text-xs text-fg-muted hover:text-fg">
          <Icon name="arrow-left" className="size-3" />{t`Factura`}
        </Link>
        <h2 className="flex-1 truncate text-base font-semibold text-fg">{t`Imprimir factura`}</h2>
        <Button variant="ghost" onClick={download} disabled={!url}><Icon name="download" className="size-3.5" />{t`Descargar`}</Button>
        <Button variant="primary" onClick={print} disabled={!url}><Icon name="printer" className="size-3.5" />{t`Imprimir`}</Button>
      </header>
      <div className="min-h-0 flex-1 p-2 sm:p-4">
        {url
          ? <iframe ref={frame} title={t`Factura en PDF`} src={url} className="size-full rounded-lg border border-line bg-surface" />
          : pdf.error
            ? <p role="alert" className="p-6 text-center text-fg-muted">{t`No se pudo generar el PDF de la factura.`} <button type="button" className={buttonClass('ghost')} onClick={() => void pdf.refetch()}>{t`Reintentar`}</button></p>
            : <Skeleton className="size-full" />}
      </div>
    </div>
  );
}
