// What a migration may need to know about the engine it runs on.
export type Engine = 'sqlite' | 'postgres';

/** The column type for binary data on each engine. */
export const binaryType = (engine: Engine) => (engine === 'postgres' ? 'bytea' : 'blob');
