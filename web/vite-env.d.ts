// Types of what Vite puts in `import.meta.env` for this site (vite.config.ts `define`).
interface ImportMetaEnv {
  /** ISO 8601: when `npm run build` ran (unset in tests and `npm run dev`). */
  readonly CHAPTER_BUILT_AT?: string;
}
