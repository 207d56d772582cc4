// The signed-in person's privacy choices on his account page (docs/product.md#privacy): loaded once
// for the page, each field's chooser saving its own choice at once, and one live region saying what
// each change did (or why it was refused).
import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  audienceLabels,
  privacyFieldLabels,
  type Audience,
  type PrivacyField,
} from '../../../../../contract/privacy.ts';
import type { MyPrivacy, MyPrivacyRequest } from '../../../../../contract/api/privacy.ts';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { useStoredUser } from '../../../../lib/stored-user.ts';
import { useLoad, type Load } from '../../../../lib/use-load.ts';
import { loadMyPrivacy, saveMyPrivacy } from '../api.ts';

interface Choices {
  load: Load<MyPrivacy>;
  /** The field being saved, if one is. */
  saving: PrivacyField | null;
  /** Chooses an audience (null: the chapter's default). */
  choose: (field: PrivacyField, audience: Audience | null) => Promise<void>;
}

const ChoicesContext = createContext<Choices | null>(null);

export function usePrivacyChoices(): Choices | null {
  return useContext(ChoicesContext);
}

export function PrivacyChoices({ children }: { children: ReactNode }) {
  // Asked once signed in (a visitor is on his way to the login page, which comes back here).
  const signedIn = useStoredUser() !== null;
  const load = useLoad(
    (signal) => (signedIn ? loadMyPrivacy(signal) : new Promise<MyPrivacy>(() => {})),
    { deps: [signedIn] },
  );
  const [saving, setSaving] = useState<PrivacyField | null>(null);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const choose = async (field: PrivacyField, audience: Audience | null) => {
    setSaving(field);
    setSaid(null);
    try {
      const next = await saveMyPrivacy({ [field]: audience } as MyPrivacyRequest);
      load.setData(() => next);
      const now = next.fields[field].audience;
      setSaid({
        text: `${privacyFieldLabels[field]}: shown to ${audienceLabels[now].toLowerCase()}${audience === null ? " (the chapter's default)" : ''}.`,
        failed: false,
      });
    } catch (error) {
      setSaid({
        text:
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : `${privacyFieldLabels[field]}: your choice could not be saved. Try again.`,
        failed: true,
      });
    } finally {
      setSaving(null);
    }
  };
  return (
    <ChoicesContext.Provider value={{ load, saving, choose }}>
      {children}
      <p
        className={`privacy-said${said?.failed ? ' is-failed' : ''}${said ? '' : ' visually-hidden'}`}
        role={said?.failed ? 'alert' : 'status'}
      >
        {said?.text}
      </p>
    </ChoicesContext.Provider>
  );
}
