// A picture of a content document: uploaded as soon as it is chosen (ImageField, decision 018), an
// optional one left empty when removed; its problems under it.
import { ImageField } from '../image-field.tsx';
import { useField, type FieldProps } from './editor-context.ts';
import { Problems } from './field-parts.tsx';

export function PictureField({ path, label, value, optional }: FieldProps & { optional: boolean }) {
  const { id, messages, set } = useField(path);
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
        onChange={(ref) => set(optional && ref === '' ? undefined : ref)}
      />
      <Problems id={`${id}-error`} messages={messages} />
    </div>
  );
}
