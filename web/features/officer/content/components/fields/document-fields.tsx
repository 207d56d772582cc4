// The content editor's form: the document's fields, its sections folding, each section marked
// when something in it needs a fix.
import { fieldIdOf, getAt, labelOf, type FieldNode } from '../../schema-walk.ts';
import { useEditor } from './editor-context.ts';
import { Field } from './field.tsx';
import { GroupField } from './group-field.tsx';
import { ListField } from './list-field.tsx';

/**
 * The whole document: its plain fields first, then each group or list as a section that folds
 * (details and summary), so a phone user sees the page's parts at a glance.
 */
export function DocumentFields({ node, value }: { node: FieldNode; value: unknown }) {
  const { open, setOpen, problems } = useEditor();
  if (node.kind !== 'group') return <Field node={node} path={[]} label="Document" value={value} />;
  return (
    <div className="content-document">
      {node.fields.map((field) => {
        const path = [field.key];
        const folds =
          field.node.kind === 'group' || field.node.kind === 'list' || field.node.kind === 'map';
        if (!folds)
          return (
            <Field
              key={field.key}
              node={field.node}
              path={path}
              label={labelOf(field.key)}
              value={getAt(value, path)}
            />
          );
        const hasProblems = [...problems.keys()].some(
          (key) => key === field.key || key.startsWith(`${field.key}.`),
        );
        return (
          <details
            key={field.key}
            className={`content-section${hasProblems ? ' content-section--invalid' : ''}`}
            open={open.has(field.key)}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open;
              if (isOpen !== open.has(field.key)) setOpen(field.key, isOpen);
            }}
          >
            <summary id={`${fieldIdOf(path)}-section`} className="content-section__summary">
              {labelOf(field.key)}
              {Array.isArray(getAt(value, path)) ? (
                <span className="content-list__count">
                  &nbsp;({(getAt(value, path) as unknown[]).length})
                </span>
              ) : null}
              {hasProblems ? <span className="content-item__flag"> — needs a fix</span> : null}
            </summary>
            <div className="content-section__body">
              {field.node.kind === 'list' ? (
                <ListField
                  node={field.node}
                  path={path}
                  label={labelOf(field.key)}
                  value={getAt(value, path)}
                  hideLegend
                  Field={Field}
                />
              ) : field.node.kind === 'group' ? (
                <GroupField
                  node={field.node}
                  path={path}
                  label={labelOf(field.key)}
                  value={getAt(value, path)}
                  hideLegend
                  Field={Field}
                />
              ) : (
                <Field
                  node={field.node}
                  path={path}
                  label={labelOf(field.key)}
                  value={getAt(value, path)}
                />
              )}
            </div>
          </details>
        );
      })}
    </div>
  );
}
