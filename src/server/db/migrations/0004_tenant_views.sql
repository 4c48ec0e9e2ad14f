-- Generated from src/core/resources by npm run migrations:generate.
-- Tenant views: list queries read through them so the search index and the statistics of the search
-- expression work for the app role (src/server/db/tenant-view.ts explains why RLS turned them off).
-- The app role may only SELECT from them (migrate() revokes writes). Search expressions get a larger
-- statistics target so the planner's estimate beyond the count bound stays within ±20%.

create or replace view entidades_in_tenant as select * from entidades where tenant_id = mando_current_tenant();

alter index entidades_search_trgm alter column 1 set statistics 1000;

create or replace view clientes_in_tenant as select * from clientes where tenant_id = mando_current_tenant();

alter index clientes_search_trgm alter column 1 set statistics 1000;

create or replace view users_in_tenant as select * from users where tenant_id = mando_current_tenant();

alter index users_search_trgm alter column 1 set statistics 1000;

create or replace view roles_in_tenant as select * from roles where tenant_id = mando_current_tenant();

alter index roles_search_trgm alter column 1 set statistics 1000;

create or replace view permissions_in_tenant as select * from permissions where tenant_id = mando_current_tenant();

alter index permissions_search_trgm alter column 1 set statistics 1000;

create or replace view categorias_productos_in_tenant as select * from categorias_productos where tenant_id = mando_current_tenant();

alter index categorias_productos_search_trgm alter column 1 set statistics 1000;

create or replace view taxes_in_tenant as select * from taxes where tenant_id = mando_current_tenant();

alter index taxes_search_trgm alter column 1 set statistics 1000;

create or replace view productos_in_tenant as select * from productos where tenant_id = mando_current_tenant();

alter index productos_search_trgm alter column 1 set statistics 1000;

create or replace view categorias_tickets_in_tenant as select * from categorias_tickets where tenant_id = mando_current_tenant();

alter index categorias_tickets_search_trgm alter column 1 set statistics 1000;

create or replace view tickets_in_tenant as select * from tickets where tenant_id = mando_current_tenant();

alter index tickets_search_trgm alter column 1 set statistics 1000;
