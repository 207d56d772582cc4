// A picture of a content document: uploaded as soon as it is chosen (ImageField, decision 018), an
// optional one left empty when removed; its problems under it.
import { fieldIdOf, pathKey } from '../../schema-walk.ts';
import { ImageField } from '../image-field.tsx';
import { useEditor, type FieldProps } from './editor-context.ts';
import { Problems } from './field-parts.tsx';

export function PictureField({ path, label, value, optional }: FieldProps & { optional: boolean }) {
  const { problems, change } = useEditor();
  const id = fieldIdOf(path);
  const messages = problems.get(pathKey(path));
  return (
    <div
      id={id}
      tabIndex={-1}
      className={`content-field${messages ? ' content-field--invalid' : ''}`}
    >
      <ImageField
        label={label}
        value={typeof value === 'string' ? value : undefined}
        optional={optional}
        onChange={(ref) => change(path, optional && ref === '' ? undefined : ref)}
      />
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}
