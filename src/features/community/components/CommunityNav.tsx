import { NavLink } from 'react-router-dom';
import { useCommunitiesQuery } from '../api';
import { communityPath, createPath, schedulePath, searchPath } from '../model';

/** The community's title and its screens: feed, search, new post, scheduled posts, all communities. */
export function CommunityNav({ communityId }: { communityId: number }) {
  const { data } = useCommunitiesQuery();
  const community = data?.find((item) => item.community_id === communityId);
  return (
    <header className="community-nav">
      <h1>{community?.title ?? 'Community'}</h1>
      {community?.description ? <p className="hint">{community.description}</p> : null}
      <nav aria-label="Community">
        <NavLink end to={communityPath(communityId)}>
          Feed
        </NavLink>
        <NavLink to={searchPath(communityId)}>Search</NavLink>
        <NavLink to={createPath(communityId)}>New post</NavLink>
        <NavLink to={schedulePath(communityId)}>Scheduled posts</NavLink>
        <NavLink end to="/home/community/list">
          All communities
        </NavLink>
      </nav>
    </header>
  );
}
