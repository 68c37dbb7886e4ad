import type { BackendModule, ReadCallback } from 'i18next';

/** Each language's namespace is its own chunk, fetched the first time it is needed. */
const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts');

export const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = modules[`./locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};
