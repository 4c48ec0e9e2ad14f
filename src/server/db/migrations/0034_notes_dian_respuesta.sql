-- Generated from src/core/resources by npm run migrations:generate.

alter table credit_notes add column dian_respuesta text collate mando_es;

alter table debit_notes add column dian_respuesta text collate mando_es;

create or replace view credit_notes_in_tenant as select * from credit_notes where tenant_id = mando_current_tenant();

create or replace view debit_notes_in_tenant as select * from debit_notes where tenant_id = mando_current_tenant();
