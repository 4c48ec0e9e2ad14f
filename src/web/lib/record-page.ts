// Where a record's page lives (spec 01 §2.2: /cliente/{id}, /orders/{id}, /product/{id}, /workers/{id}),
// from the resources' `page` declarations (core/resources/screens.ts recordPagePath).
import type { Resource } from '../../core/resource/types';
import { RESOURCES } from '../../core/resources';
import { recordPagePath } from '../../core/resources/screens';

/** The record page's address, or undefined when its records open in their list's dialogs. */
export const recordPageHref = (resource: Pick<Resource, 'name'>, id: number | string): string | undefined =>
  recordPagePath(resource.name, id) ?? undefined;

/** The resource whose generic record page is at `/{segment}/{id}`: by its page path, or by its REST name. */
export const resourceOfPage = (segment: string): Resource | undefined =>
  RESOURCES.find((r) => r.page && r.page.path === segment) ?? RESOURCES.find((r) => r.page && r.name === segment);
