-- Generated from src/core/resources by npm run migrations:generate.

alter table roles add column row_scopes jsonb;
