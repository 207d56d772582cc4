// Who sees one field (docs/product.md#privacy): beside the field's label on the account page, the
// audiences the chapter allows for it, and its default; a choice is saved at once.
import { useId } from 'react';
import {
  allowedAudiences,
  audienceLabels,
  privacyFieldLabels,
  type Audience,
  type PrivacyField,
} from '../../../../../contract/privacy.ts';
import { usePrivacyChoices } from './privacy-choices.tsx';
import '../../../../styles/privacy.scss';

export function AudienceChooser({ field }: { field: PrivacyField }) {
  const choices = usePrivacyChoices();
  const id = useId();
  const privacy = choices?.load.data;
  if (!choices || !privacy) return null;
  const rule = privacy.fields[field];
  const label = privacyFieldLabels[field];
  return (
    <span className="audience-chooser">
      <label htmlFor={id} className="audience-chooser__label">
        <EyeIcon />
        <span className="visually-hidden">Who sees your {label.toLowerCase()}</span>
      </label>
      <select
        id={id}
        className="form-select form-select-sm audience-chooser__select"
        value={rule.chosen ? rule.audience : ''}
        disabled={choices.saving === field}
        onChange={(event) =>
          void choices.choose(
            field,
            event.target.value === '' ? null : (event.target.value as Audience),
          )
        }
      >
        <option value="">{audienceLabels[rule.default]} (default)</option>
        {allowedAudiences(rule).map((audience) => (
          <option key={audience} value={audience}>
            {audienceLabels[audience]}
          </option>
        ))}
      </select>
    </span>
  );
}

function EyeIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8 3C4.4 3 1.7 5.3.5 8c1.2 2.7 3.9 5 7.5 5s6.3-2.3 7.5-5C14.3 5.3 11.6 3 8 3Zm0 8.2A3.2 3.2 0 1 1 8 4.8a3.2 3.2 0 0 1 0 6.4Zm0-1.7a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"
      />
    </svg>
  );
}
