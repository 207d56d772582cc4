// /me/privacy (docs/product.md#privacy): who sees each field of his profile, chosen field by field,
// and his profile as a visitor, an alumnus, an active member or an officer sees it.
import { lazy, Suspense } from 'react';
import { MePage } from '../features/me/components/me-page.tsx';
import { pageMeta } from '../lib/meta.ts';

// One module: the choices' context, the list of choosers and the preview load together.
const PrivacyPage = lazy(async () => {
  const [choices, fields, preview] = await Promise.all([
    import('../features/me/privacy/components/privacy-choices.tsx'),
    import('../features/me/privacy/components/privacy-fields.tsx'),
    import('../features/me/privacy/components/profile-preview.tsx'),
  ]);
  return {
    default: ({ alumnus }: { alumnus: boolean }) => (
      <choices.PrivacyChoices>
        <fields.PrivacyFields alumnus={alumnus} />
        <preview.ProfilePreview />
      </choices.PrivacyChoices>
    ),
  };
});

export const meta = () => [...pageMeta('Your privacy'), { name: 'robots', content: 'noindex' }];

export default function MePrivacyRoute() {
  return (
    <MePage title="Privacy">
      {(user) => (
        <Suspense fallback={null}>
          <PrivacyPage alumnus={user.role === 'alumni'} />
        </Suspense>
      )}
    </MePage>
  );
}
