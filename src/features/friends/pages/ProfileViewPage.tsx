import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Avatar } from '@/ui/Avatar';
import { EmptyState } from '@/ui/EmptyState';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { failureMessage } from '@/lib/failureMessage';
import { safeUrl } from '@/lib/url';
import { authSession } from '@/lib/auth';
import { usePublicProfileQuery } from '../api';
import {
  countLabel,
  FRIENDS_PATH,
  messengerPath,
  personName,
  PRIVATE_PROFILE_TITLE,
  privateProfileText,
  routeUserId,
  tierLabel,
  type PublicProfile,
} from '../model';
import { FriendButtons } from '../components/FriendButtons';
import { UserPosts } from '../components/UserPosts';
import '../friends.css';

/**
 * /home/profileview/{userId}: a member's public profile (photo, name, badges, friends count,
 * posts, friend and follow buttons, a message button to the messenger). A hidden profile
 * (hide_profile) shows only the name and photo to anyone but their friends.
 */
export default function ProfileViewPage() {
  const param = useParams().userId;
  const userId = routeUserId(param ?? authSession.memberUserId() ?? undefined);
  useEffect(() => {
    document.title = 'Profile | RWL';
  }, []);
  if (!userId) return <MemberNotFound />;
  return <ProfileView key={userId} userId={userId} />;
}

function MemberNotFound() {
  return (
    <div className="page page--narrow">
      <EmptyState title="This member could not be found.">
        <Link to={FRIENDS_PATH}>Find friends</Link>
      </EmptyState>
    </div>
  );
}

function ProfileView({ userId }: { userId: number }) {
  // currentData: the profile of this id only, never the one seen before.
  const { currentData: profile, error, isFetching, refetch } = usePublicProfileQuery(userId);
  const name = profile ? personName(profile) : '';
  useEffect(() => {
    if (name) document.title = `${name} | RWL`;
  }, [name]);
  if (!profile && isFetching) return <Spinner label="Loading profile" />;
  if (!profile)
    return (
      <div className="page page--narrow">
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      </div>
    );
  const hidden = profile.hide_profile === 1 && profile.is_me !== 1;
  return (
    <div className="page page--narrow friends-page profile-view">
      <ProfileHeader profile={profile} name={name} />
      {hidden ? (
        <section className="profile-view__private" aria-labelledby="private-profile">
          <h2 id="private-profile">{PRIVATE_PROFILE_TITLE}</h2>
          <p>{privateProfileText(name)}</p>
          <FriendButtons person={profile} follow={false} />
        </section>
      ) : (
        <>
          {profile.is_me === 1 ? (
            <Link to="/home/profile">Edit your profile</Link>
          ) : (
            <div className="profile-view__actions">
              <FriendButtons person={profile} />
              <Link className="button button--secondary" to={messengerPath(profile.user_id)}>
                Message
              </Link>
            </div>
          )}
          {profile.about_me ? <p className="profile-view__about">{profile.about_me}</p> : null}
          <ul className="profile-view__stats" aria-label="In numbers">
            <li>{countLabel(profile.friends_count, 'friend', 'friends')}</li>
            <li>{countLabel(profile.followers_count, 'follower', 'followers')}</li>
          </ul>
          {profile.badges.length ? (
            <section className="friends-section" aria-labelledby="profile-badges">
              <h2 id="profile-badges">Badges</h2>
              <ul className="profile-view__badges" aria-labelledby="profile-badges">
                {profile.badges.map((badge) => (
                  <li key={badge.badge_id}>{badge.title}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <UserPosts userId={profile.user_id} name={profile.first_name || name} />
        </>
      )}
    </div>
  );
}

function ProfileHeader({ profile, name }: { profile: PublicProfile; name: string }) {
  const tier = tierLabel(profile.type);
  return (
    <header className="profile-view__header">
      <Avatar name={name} src={safeUrl(profile.image) ?? undefined} size={96} />
      <div>
        <h1>{name}</h1>
        {profile.username ? <p className="profile-view__username">@{profile.username}</p> : null}
        <p className="profile-view__meta">
          {tier ? <span className="profile-view__tier">{`${tier} member`}</span> : null}
          {profile.city ? <span>{profile.city}</span> : null}
        </p>
      </div>
    </header>
  );
}
