import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { popups } from '@/ui/popupStore';
import { useAddGroupMemberMutation, useVerifyCommunityLinkMutation } from '../chatApi';
import { groupChatPath, NO_GROUP_CHAT_ACCESS } from '../model';
import { failureMessage } from '@/lib/failureMessage';

/**
 * /verifycommunitygrouplink/community_group_chat/{id}: a community group chat link (the bare
 * 11-character ...R8j invite link joins the community itself: features/community). With access the member joins (gId, isLink) and the group
 * opens; without it the popup "You don't have access this community group chat."
 */
export default function VerifyGroupLinkPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [verifyCommunityLink] = useVerifyCommunityLinkMutation();
  const [addGroupMember] = useAddGroupMemberMutation();
  const [status, setStatus] = useState('Checking your access to this group chat…');
  const started = useRef('');

  useEffect(() => {
    document.title = 'Community group chat | RWL';
    if (started.current === id) return;
    started.current = id;
    const run = async () => {
      try {
        const result = await verifyCommunityLink(id).unwrap();
        if (!result.access) {
          setStatus(NO_GROUP_CHAT_ACCESS);
          await popups.alert(NO_GROUP_CHAT_ACCESS);
          navigate('/home/chatlist', { replace: true });
          return;
        }
        setStatus('Opening the group chat…');
        const groupId = await addGroupMember({ gId: result.groupId, isLink: true }).unwrap();
        navigate(groupChatPath(groupId), { replace: true });
      } catch (error) {
        const message = failureMessage(error);
        setStatus(message);
        await popups.alert(message);
        navigate('/home/chatlist', { replace: true });
      }
    };
    void run();
  }, [id, navigate, verifyCommunityLink, addGroupMember]);

  return (
    <div className="page page--narrow">
      <h1>Community group chat</h1>
      <p role="status">{status}</p>
      <Spinner label="Checking access" />
    </div>
  );
}
