// Set by scripts/build-plugins.ts (buildStamp): the id of this build, 'dev' under the dev server.
declare const __MANDO_BUILD__: string;
