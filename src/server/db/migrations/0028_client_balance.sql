-- A client's balance is the debt of its invoices, kept by the receivables hooks from now on
-- (src/server/features/receivables); bring the rows written before that to the same figure.
update clientes c set balance = coalesce((select sum(i.debt) from invoices i
  where i.tenant_id = c.tenant_id and i.cliente_id = c.id), 0);
