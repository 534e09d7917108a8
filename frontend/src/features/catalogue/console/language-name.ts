/** A language's name in the reader's language ("Chinese (China)"), or its code. */
export function languageName(code: string, readerLanguage: string): string {
  try {
    return new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
