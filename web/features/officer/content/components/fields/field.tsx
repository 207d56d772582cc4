// The fields of a content document, drawn from its schema's tree (schema-walk.ts): this picks the
// field of each node's kind, each in its own file beside this one — a line or a text area for a
// text, a number, a checkbox, a choice, a picture, a group of fields (a fieldset), a list with Add,
// Remove, Move up and Move down (each item folded under its name), a table of names and choices.
// Each field shows its problems under it, tied to it by aria-describedby.
import type { ReactNode } from 'react';
import { BooleanField } from './boolean-field.tsx';
import { ChoiceField } from './choice-field.tsx';
import type { FieldProps } from './editor-context.ts';
import { GroupField } from './group-field.tsx';
import { ListField } from './list-field.tsx';
import { MapField } from './map-field.tsx';
import { NumberField } from './number-field.tsx';
import { PictureField } from './picture-field.tsx';
import { TextField } from './text-field.tsx';

/** One field of any kind. */
export function Field(props: FieldProps): ReactNode {
  switch (props.node.kind) {
    case 'text':
      return <TextField {...props} node={props.node} />;
    case 'number':
      return <NumberField {...props} node={props.node} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'choice':
      return <ChoiceField {...props} node={props.node} />;
    case 'image':
      return <PictureField {...props} optional={props.node.optional} />;
    case 'group':
      return <GroupField {...props} node={props.node} Field={Field} />;
    case 'list':
      return <ListField {...props} node={props.node} Field={Field} />;
    case 'map':
      return <MapField {...props} node={props.node} Field={Field} />;
    case 'fixed':
      return null;
    case 'unsupported':
      return (
        <p className="content-field__note">
          {props.label}: this field cannot be edited here ({props.node.type}).
        </p>
      );
  }
}
