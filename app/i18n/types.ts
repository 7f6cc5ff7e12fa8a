import type en from "./locales/en/index.ts";

/** English defines the keys; every other language must provide the same shape (all strings). */
type DeepStrings<T> = T extends string ? string : { [K in keyof T]: DeepStrings<T[K]> };
export type Resources = DeepStrings<typeof en>;
export type Namespace = keyof Resources;
export type Catalog<N extends Namespace> = Resources[N];
