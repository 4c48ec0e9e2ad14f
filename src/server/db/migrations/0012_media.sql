-- Generated from src/core/resources by npm run migrations:generate.

alter table clientes add column imagen jsonb;

alter table users add column imagen jsonb;

alter table productos add column image jsonb;

create or replace view clientes_in_tenant as select * from clientes where tenant_id = mando_current_tenant();

create or replace view users_in_tenant as select * from users where tenant_id = mando_current_tenant();

create or replace view productos_in_tenant as select * from productos where tenant_id = mando_current_tenant();

-- Hand-written (media): a files row that belongs to a file field (file, image, signature kinds) names
-- the field; attachments (a resource's `files`) have none. A field's new file is written before its
-- record exists (record_id 0 until the insert, same transaction): src/server/files/fields.ts.
alter table files add column field text;

create index if not exists files_field_idx on files (tenant_id, resource, record_id, field);
