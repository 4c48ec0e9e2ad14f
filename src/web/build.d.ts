// Set by scripts/build-plugins.ts (buildStamp): the id of this build, 'dev' under the dev server.
declare const __MANDO_BUILD__: string;

// Written by scripts/build-plugins.ts (resourceRoutes) from the resource declarations.
declare module 'virtual:resource-routes' {
  const manifest: import('../core/resources/route-manifest').ResourceRouteManifest;
  export default manifest;
}
