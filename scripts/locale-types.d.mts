/** The text of src/locale-resources.d.ts as the files in locales/en/ make it. */
export function localeResources(): string;
