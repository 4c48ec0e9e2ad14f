-- Calendar views filter tickets by vencimiento (now filterable as a calendar start field).
create index if not exists tickets_vencimiento_idx on tickets (tenant_id, vencimiento);
