import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useJoinCommunityMutation, useVerifyInviteMutation } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { communityPath, isCommunityInviteCode } from '../model';

/**
 * /home/community/join/{code}: where the route guard sends a unique community invite link
 * (/{11 alphanumerics ending in R8j}, spec 1 §2). The link is verified (verify_community_group_string) and, with access, the member joins the community
 * (give_community_direct_access) and its feed opens; otherwise the server's access message shows.
 */
export default function JoinPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [verify] = useVerifyInviteMutation();
  const [join] = useJoinCommunityMutation();
  const [status, setStatus] = useState('Checking your invite link…');
  // Run once per code, also under StrictMode's second effect run (the calls are not repeated).
  const started = useRef('');

  useEffect(() => {
    document.title = 'Community invite | RWL';
    if (started.current === code) return;
    started.current = code;
    const run = async () => {
      try {
        if (!isCommunityInviteCode(code)) throw new Error('This invite link is not valid.');
        const invite = await verify(code).unwrap();
        if (!invite.access) throw new Error("You don't have access this community.");
        setStatus('Joining the community…');
        await join(invite.community_id).unwrap();
        toastQueue.show({
          message: invite.title ? `Welcome to ${invite.title}!` : 'Welcome to the community!',
          tone: 'success',
        });
        navigate(communityPath(invite.community_id), { replace: true });
      } catch (error) {
        const message = failureMessage(error);
        setStatus(message);
        await popups.alert(message);
        navigate('/home/community/list', { replace: true });
      }
    };
    void run();
  }, [code, verify, join, navigate]);

  return (
    <div className="page page--narrow">
      <h1>Community invite</h1>
      <p role="status">{status}</p>
      <Spinner label="Checking your invite" />
    </div>
  );
}
