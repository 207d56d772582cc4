// Who sees each field, all in one list on the privacy page (/me/privacy, docs/product.md#privacy):
// the same choosers the account page shows beside each field's label, each saved at once.
import { privacyFieldLabels, privacyFields } from '../../../../../contract/privacy.ts';
import { AudienceChooser } from './audience-chooser.tsx';

export function PrivacyFields({ alumnus }: { alumnus: boolean }) {
  // An alumnus's page has no major to show (his account page does not edit it).
  const fields = privacyFields.filter((field) => !(alumnus && field === 'major'));
  return (
    <section className="account-card privacy-card" aria-labelledby="privacy-fields-heading">
      <h2 id="privacy-fields-heading" className="account-card__subtitle">
        Who sees each field
      </h2>
      <ul className="me-privacy-fields">
        {fields.map((field) => (
          <li key={field}>
            <span>{privacyFieldLabels[field]}</span>
            <AudienceChooser field={field} />
          </li>
        ))}
      </ul>
    </section>
  );
}
