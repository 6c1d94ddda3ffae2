import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { courierQueries } from './api.ts';
import { ProfileForm } from './profile-form.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import { MyVenues } from './my-venues.tsx';
import { CourierLogout } from './courier-logout.tsx';
import { CourierPushSwitch } from './push.tsx';

/** /courier/profile (docs/product.md S2): the language (RU / RO) at the top, the courier's own data and photo, notifications, log out. */
export function ProfilePage() {
  const profile = useQuery(courierQueries.profile());
  return (
    <section className="courier-page stack">
      <div className="courier-profile-head">
        <h1>
          <Trans id="courier.profile.title">Profile</Trans>
        </h1>
        <LanguageSwitcher className="lang-switch-light" />
      </div>
      {profile.data ? (
        <>
          <ProfilePhoto profile={profile.data} />
          {/* Re-mounted with each saved version, so "changed" is always measured against the server. */}
          <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
          <CourierPushSwitch />
          <MyVenues courierId={profile.data.id} />
        </>
      ) : (
        <div className="spinner" role="status" aria-label="…" />
      )}
      <CourierLogout />
    </section>
  );
}
