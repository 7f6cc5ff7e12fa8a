// The widget's language packs register themselves on import and export nothing we use; the
// package ships declarations for the generic names (de, fr, es) but not for these regional ones.
declare module "altcha/i18n/pt-br";
declare module "altcha/i18n/es-es";
declare module "altcha/i18n/fr-fr";
