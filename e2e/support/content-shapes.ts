// Shapes of the content documents the end-to-end tests read from content/*.json (the schemas are
// contract/content.ts; these are the fields the tests use).

/** content/alumni.json's notable alumni. */
export interface NotableAlumnus {
  id: string;
  name: string;
  label: string;
  title: string;
  achievements: string[];
  image?: string;
  linkedin?: string;
}
