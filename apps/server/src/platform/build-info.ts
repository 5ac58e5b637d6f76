declare const __BUILD_DATE__: string | undefined;

/** Product version, and the date the bundle was built (set by build.mjs; "dev" when run from source). */
export const buildInfo = {
  version: '1.1.0',
  buildDate: typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : 'dev',
};
