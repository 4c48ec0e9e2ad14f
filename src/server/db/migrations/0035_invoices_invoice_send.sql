-- Generated from src/core/resources by npm run migrations:generate.

alter table invoices add column invoice_send boolean;

create index if not exists invoices_invoice_send_idx on invoices (tenant_id, invoice_send);

create or replace view invoices_in_tenant as select * from invoices where tenant_id = mando_current_tenant();
