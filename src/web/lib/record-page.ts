// Where a record's page lives (spec 01 §2.2: /cliente/{id}, /orders/{id}, /product/{id}, /workers/{id}),
// from the resources' `page` declarations.
import type { Resource } from '../../core/resource/types';
import { RESOURCES } from '../../core/resources';

/** The record page's address, or undefined when the resource declares no page. */
export const recordPageHref = (resource: Pick<Resource, 'name' | 'page'>, id: number | string): string | undefined =>
  resource.page ? `/${resource.page.path ?? resource.name}/${id}` : undefined;

/** The resource whose record page is at `/{segment}/{id}`: by its page path, or by its REST name. */
export const resourceOfPage = (segment: string): Resource | undefined =>
  RESOURCES.find((r) => r.page && r.page.path === segment) ?? RESOURCES.find((r) => r.page && r.name === segment);
