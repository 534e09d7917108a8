// Used when ../interfaces/http/error_catalogue.json does not exist yet; see vite.config.ts.
declare module '@catalogue' {
  const catalogue: Record<string, Record<string, string>>;
  export default catalogue;
}

// One language's texts (with English as the fallback); see vite.config.ts.
declare module '@catalogue/*' {
  const catalogue: Record<string, Record<string, string>>;
  export default catalogue;
}
