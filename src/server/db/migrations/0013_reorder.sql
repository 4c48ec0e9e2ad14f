-- Generated from src/core/resources by npm run migrations:generate.

alter table entidades add column orden integer;

alter table categorias_productos add column orden integer;

alter table categorias_tickets add column orden integer;

create or replace view entidades_in_tenant as select * from entidades where tenant_id = mando_current_tenant();

create or replace view categorias_productos_in_tenant as select * from categorias_productos where tenant_id = mando_current_tenant();

create or replace view categorias_tickets_in_tenant as select * from categorias_tickets where tenant_id = mando_current_tenant();
