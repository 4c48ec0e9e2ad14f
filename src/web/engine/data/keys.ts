// The one factory for TanStack Query keys of resources (DESIGN §9). Mutations invalidate `all(name)`,
// which prefixes every list and record of that resource.

export type ListKeyParams = readonly (readonly [string, string])[];

export const resourceKeys = {
  all: (name: string) => ['r', name] as const,
  lists: (name: string) => ['r', name, 'list'] as const,
  list: (name: string, params: ListKeyParams) => ['r', name, 'list', params] as const,
  ones: (name: string) => ['r', name, 'one'] as const,
  one: (name: string, id: number | string, include = '') => ['r', name, 'one', Number(id), include] as const,
};

