// What every field of the content editor reads and calls: the problems by path, which sections and
// items are open, and the ways to change the draft (use-content-editor.ts provides them).
import { createContext, useContext, type ReactNode } from 'react';
import type { ListAction } from '../../editor-state.ts';
import { fieldIdOf, pathKey, type FieldNode, type Path } from '../../schema-walk.ts';

export interface EditorContextValue {
  problems: ReadonlyMap<string, string[]>;
  open: ReadonlySet<string>;
  setOpen: (path: string, open: boolean) => void;
  change: (path: Path, value: unknown) => void;
  listAction: (path: Path, length: number, action: ListAction) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('a content field outside the editor');
  return editor;
}

/** What a field at `path` needs of the editor: its element's id, its problems, and its setter. */
export function useField(path: Path) {
  const { problems, change } = useEditor();
  return {
    id: fieldIdOf(path),
    messages: problems.get(pathKey(path)),
    set: (value: unknown) => change(path, value),
  };
}

/** What every field is drawn from: its node of the schema's tree, where it is, and its value. */
export interface FieldProps {
  node: FieldNode;
  path: Path;
  label: string;
  value: unknown;
}

/**
 * The field of any kind (field.tsx), handed to the fields that hold others (a group, a list, a
 * table of names), so that their files need not import the one that imports them.
 */
export type AnyField = (props: FieldProps) => ReactNode;
