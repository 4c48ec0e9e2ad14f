-- Generated from src/core/resources by npm run migrations:generate.

create table puesto_user (
  tenant_id integer not null references tenants(id) on delete cascade,
  puesto_id integer not null references puestos(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  primary key (puesto_id, user_id)
);

alter table puesto_user enable row level security;

alter table puesto_user force row level security;

create policy tenant_isolation on puesto_user using (tenant_id = mando_current_tenant()) with check (tenant_id = mando_current_tenant());

create index if not exists puesto_user_reverse_idx on puesto_user (tenant_id, user_id, puesto_id);

create table bodega_user (
  tenant_id integer not null references tenants(id) on delete cascade,
  bodega_id integer not null references bodegas(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  primary key (bodega_id, user_id)
);

alter table bodega_user enable row level security;

alter table bodega_user force row level security;

create policy tenant_isolation on bodega_user using (tenant_id = mando_current_tenant()) with check (tenant_id = mando_current_tenant());

create index if not exists bodega_user_reverse_idx on bodega_user (tenant_id, user_id, bodega_id);

create table categoria_documento_user (
  tenant_id integer not null references tenants(id) on delete cascade,
  categoria_documento_id integer not null references categorias_documentos(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  primary key (categoria_documento_id, user_id)
);

alter table categoria_documento_user enable row level security;

alter table categoria_documento_user force row level security;

create policy tenant_isolation on categoria_documento_user using (tenant_id = mando_current_tenant()) with check (tenant_id = mando_current_tenant());

create index if not exists categoria_documento_user_reverse_idx on categoria_documento_user (tenant_id, user_id, categoria_documento_id);

create table categoria_ticket_user (
  tenant_id integer not null references tenants(id) on delete cascade,
  categoria_ticket_id integer not null references categorias_tickets(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  primary key (categoria_ticket_id, user_id)
);

alter table categoria_ticket_user enable row level security;

alter table categoria_ticket_user force row level security;

create policy tenant_isolation on categoria_ticket_user using (tenant_id = mando_current_tenant()) with check (tenant_id = mando_current_tenant());

create index if not exists categoria_ticket_user_reverse_idx on categoria_ticket_user (tenant_id, user_id, categoria_ticket_id);

create table categoria_producto_user (
  tenant_id integer not null references tenants(id) on delete cascade,
  categoria_producto_id integer not null references categorias_productos(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  primary key (categoria_producto_id, user_id)
);

alter table categoria_producto_user enable row level security;

alter table categoria_producto_user force row level security;

create policy tenant_isolation on categoria_producto_user using (tenant_id = mando_current_tenant()) with check (tenant_id = mando_current_tenant());

create index if not exists categoria_producto_user_reverse_idx on categoria_producto_user (tenant_id, user_id, categoria_producto_id);

create table cliente_user (
  tenant_id integer not null references tenants(id) on delete cascade,
  cliente_id integer not null references clientes(id) on delete cascade,
  user_id integer not null references users(id) on delete cascade,
  primary key (cliente_id, user_id)
);

alter table cliente_user enable row level security;

alter table cliente_user force row level security;

create policy tenant_isolation on cliente_user using (tenant_id = mando_current_tenant()) with check (tenant_id = mando_current_tenant());

create index if not exists cliente_user_reverse_idx on cliente_user (tenant_id, user_id, cliente_id);
