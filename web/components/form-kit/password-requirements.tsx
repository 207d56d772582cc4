// The password rules shown at signup (docs/product.md#validation), ticked off as they are met.
import { passwordRules } from '../../../contract/password-rules.ts';

export function PasswordRequirements({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="password-requirements">
      <p className="password-requirements__title">Password requirements:</p>
      <ul>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.text} className={met ? 'is-met' : undefined}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.text}
              <span className="visually-hidden">{met ? ' (met)' : ' (not met yet)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
