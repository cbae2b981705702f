import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isAllowedMedia, isVideoFile, MEDIA_TYPE_ERROR } from '@/lib/validation';
import { newClientId } from '@/lib/realtime';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectIsStaff } from '@/features/user';
import { TextField } from '@/ui/TextField';
import { Spinner } from '@/ui/Spinner';
import { ErrorState } from '@/ui/ErrorState';
import { SafeImage } from '@/ui/SafeImage';
import { useTextDraft } from '@/lib/textDrafts';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { uploadChatMedia } from '../api';
import {
  useAddGroupMemberMutation,
  useCreateGroupChatMutation,
  useGroupInfoQuery,
  useSendBulkMessageMutation,
  useUpdateGroupChatMutation,
} from '../chatApi';
import { CREATE_TITLE, groupChatPath, personName, type ChatPerson } from '../model';
import { MemberPicker } from '../components/MemberPicker';
import '../chat.css';
import { failureMessage } from '@/lib/failureMessage';

const IMAGE_PATTERN = /\.(jpe?g|gif|png)$/i;

function TextArea({
  label,
  value,
  onChange,
  error,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  maxLength: number;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** An image or video chosen for a group picture or a bulk message, uploaded at once. */
function MediaField({
  label,
  imagesOnly,
  value,
  onChange,
}: {
  label: string;
  imagesOnly?: boolean;
  value: { url: string; fileName: string } | null;
  onChange: (value: { url: string; fileName: string; video: number } | null) => void;
}) {
  const id = useId();
  const [error, setError] = useState('');
  const [uploading, setUploading] = useState(false);
  const choose = async (file: File) => {
    const allowed = imagesOnly ? IMAGE_PATTERN.test(file.name) : isAllowedMedia(file.name);
    if (!allowed) {
      setError(
        imagesOnly ? 'Only .jpg, .jpeg, .gif and .png images can be uploaded.' : MEDIA_TYPE_ERROR,
      );
      return;
    }
    setError('');
    setUploading(true);
    try {
      const uploaded = await uploadChatMedia(file);
      onChange({
        url: uploaded.url,
        fileName: file.name,
        video: uploaded.video || (isVideoFile(file.name) ? 1 : 0),
      });
    } catch (caught) {
      setError(failureMessage(caught));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {value && imagesOnly ? (
        <SafeImage className="group-media-preview" src={value.url} alt="" width={96} height={96} />
      ) : null}
      {value && !imagesOnly ? <span>{value.fileName}</span> : null}
      <input
        id={id}
        type="file"
        accept={imagesOnly ? '.jpg,.jpeg,.gif,.png' : '.jpg,.jpeg,.gif,.png,.mp4,.mov'}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void choose(file);
        }}
      />
      {uploading ? <span role="status">Uploading…</span> : null}
      {value ? (
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          Remove
        </button>
      ) : null}
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function GroupForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  // The first message is kept as a draft (lib/textDrafts) until the group is made.
  const [first, setFirst] = useTextDraft('creategroup:first');
  const [image, setImage] = useState<{ url: string; fileName: string } | null>(null);
  const [notify, setNotify] = useState(true);
  const [members, setMembers] = useState<ChatPerson[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // A second press (a double click) creates nothing more: from the first press until it fails,
  // or for good once the group is made (its chat may take a moment to open).
  const inFlight = useRef(false);
  const [createGroupChat] = useCreateGroupChatMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = 'Please enter a group name.';
    else if (name.trim().length > 60) found.name = 'The group name can be at most 60 characters.';
    if (!first.trim()) found.first = 'Please write the first message.';
    if (!members.length) found.members = 'Please add at least one member.';
    setErrors(found);
    if (Object.keys(found).length) return;
    inFlight.current = true;
    setSaving(true);
    try {
      const groupId = await createGroupChat({
        groupName: name.trim(),
        firstMessage: first.trim(),
        groupImage: image?.url ?? '',
        notiActive: notify,
        members: members.map((person) => person.user_id),
        cid: newClientId(),
      }).unwrap();
      setFirst('');
      toastQueue.show({ message: `Group “${name.trim()}” created.`, tone: 'success' });
      // Done: the form stays unavailable while the group chat opens.
      navigate(groupChatPath(groupId));
    } catch (caught) {
      inFlight.current = false;
      setSaving(false);
      void popups.alert(failureMessage(caught));
    }
  };

  return (
    <form className="chat-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Group name"
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextArea
        label="First message"
        value={first}
        onChange={setFirst}
        error={errors.first}
        maxLength={5000}
      />
      <MediaField label="Group image" imagesOnly value={image} onChange={setImage} />
      <div className="checkbox-field">
        <input
          id="group-notify"
          type="checkbox"
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />
        <label htmlFor="group-notify">Send notifications to members</label>
      </div>
      <MemberPicker
        label="Members"
        selected={members}
        onChange={setMembers}
        error={errors.members}
      />
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? 'Creating…' : 'Create group'}
      </button>
    </form>
  );
}

function BulkForm() {
  const navigate = useNavigate();
  // The message is kept as a draft (lib/textDrafts) until it is sent.
  const [message, setMessage] = useTextDraft('bulkmessage');
  const [media, setMedia] = useState<{ url: string; fileName: string; video: number } | null>(null);
  const [members, setMembers] = useState<ChatPerson[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  // A second press sends nothing: from the first press (the confirmation included) until it is
  // cancelled or fails, or for good once sent (the chat list may take a moment to open).
  const inFlight = useRef(false);
  const [sendBulkMessage] = useSendBulkMessageMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: Record<string, string> = {};
    if (!message.trim() && !media) found.message = 'Please write a message.';
    if (!members.length) found.members = 'Please choose at least one member.';
    setErrors(found);
    if (Object.keys(found).length) return;
    inFlight.current = true;
    try {
      const confirmed = await popups.confirm(
        `Send this message to ${members.length} member${members.length === 1 ? '' : 's'}? Each gets it in their own chat with you.`,
        'Send bulk message?',
        'Send',
      );
      if (!confirmed) {
        inFlight.current = false;
        return;
      }
      setSending(true);
      const count = await sendBulkMessage({
        cid: newClientId(),
        msg: message.trim(),
        media: media?.url,
        video: media?.video,
        fileName: media?.fileName,
        members: members.map((person) => person.user_id),
      }).unwrap();
      setMessage('');
      toastQueue.show({
        message: `Message sent to ${count} member${count === 1 ? '' : 's'}.`,
        tone: 'success',
      });
      // Sent: the form stays unavailable while the chat list opens.
      navigate('/home/chatlist');
    } catch (caught) {
      inFlight.current = false;
      setSending(false);
      void popups.alert(failureMessage(caught));
    }
  };

  return (
    <form className="chat-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextArea
        label="Message"
        value={message}
        onChange={setMessage}
        error={errors.message}
        maxLength={5000}
      />
      <MediaField label="Photo or video (optional)" value={media} onChange={setMedia} />
      <MemberPicker
        label="Send to"
        selected={members}
        onChange={setMembers}
        allowSelectAll
        error={errors.members}
      />
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending
          ? 'Sending…'
          : `Send to ${members.length} member${members.length === 1 ? '' : 's'}`}
      </button>
    </form>
  );
}

/** /home/create/{id}: a group's name, picture, notifications and members (add by name or by its link). */
function GroupSettings({ groupId }: { groupId: string }) {
  const info = useGroupInfoQuery(groupId, { refetchOnMountOrArgChange: true });
  const group = info.currentData?.group;
  if (info.isError && !info.currentData)
    return (
      <ErrorState
        message={failureMessage(info.error, 'The group could not be loaded.')}
        onRetry={() => void info.refetch()}
      />
    );
  if (!info.currentData || !group) return <Spinner label="Loading the group" />;
  return (
    <GroupSettingsForm
      key={group._id}
      groupId={groupId}
      group={group}
      members={info.currentData.members}
      onMembersAdded={() => void info.refetch()}
    />
  );
}

function GroupSettingsForm({
  groupId,
  group,
  members,
  onMembersAdded,
}: {
  groupId: string;
  group: { name: string; profileUrl: string; notiActive: number; inviteCode: string };
  members: ChatPerson[];
  onMembersAdded: () => void;
}) {
  const [name, setName] = useState(group.name);
  const [image, setImage] = useState<{ url: string; fileName: string } | null>(
    group.profileUrl ? { url: group.profileUrl, fileName: '' } : null,
  );
  const [notify, setNotify] = useState(group.notiActive === 1);
  const [adding, setAdding] = useState<ChatPerson[]>([]);
  const [busy, setBusy] = useState(false);
  const [updateGroupChat] = useUpdateGroupChatMutation();
  const [addGroupMember] = useAddGroupMemberMutation();

  // Only a link with the group's invite lets a member in: the group's own address does not.
  const link = group.inviteCode
    ? `${window.location.origin}${groupChatPath(groupId, group.inviteCode)}`
    : '';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await updateGroupChat({
        gId: groupId,
        groupName: name.trim(),
        groupImage: image?.url ?? '',
        notiActive: notify,
      }).unwrap();
      toastQueue.show({ message: 'Group saved.', tone: 'success' });
    } catch (caught) {
      void popups.alert(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    setBusy(true);
    try {
      for (const person of adding)
        await addGroupMember({ gId: groupId, isLink: false, userId: person.user_id }).unwrap();
      toastQueue.show({
        message: `${adding.length} member${adding.length === 1 ? '' : 's'} added.`,
        tone: 'success',
      });
      setAdding([]);
      onMembersAdded();
    } catch (caught) {
      void popups.alert(failureMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="chat-form" onSubmit={(event) => void save(event)}>
        <TextField
          label="Group name"
          value={name}
          maxLength={60}
          onChange={(event) => setName(event.target.value)}
        />
        <MediaField label="Group image" imagesOnly value={image} onChange={setImage} />
        <div className="checkbox-field">
          <input
            id="group-settings-notify"
            type="checkbox"
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
          <label htmlFor="group-settings-notify">Send notifications to members</label>
        </div>
        <button type="submit" className="button button--primary" disabled={busy || !name.trim()}>
          Save group
        </button>
      </form>
      <section className="chat-form" aria-labelledby="group-members-title">
        <h2 id="group-members-title">Members ({members.length})</h2>
        <p>{members.map((person) => personName(person)).join(', ')}</p>
        {link ? (
          <div className="field">
            <label htmlFor="group-link">Group link (members who open it can join)</label>
            <input
              id="group-link"
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
            />
          </div>
        ) : (
          <p>Members join this group when the RWL Team adds them.</p>
        )}
        <MemberPicker
          label="Add members"
          selected={adding}
          onChange={setAdding}
          exclude={members.map((person) => person.user_id)}
        />
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !adding.length}
          onClick={() => void add()}
        >
          Add {adding.length || ''} member{adding.length === 1 ? '' : 's'}
        </button>
        <p>
          <Link to={groupChatPath(groupId)}>Open the group chat</Link>
        </p>
      </section>
    </>
  );
}

/** Staff: 'Start a group chat or send a bulk message?' (/home/create?group, ?bulkmsg, /home/create/{id}). */
export default function CreateChatPage() {
  const staff = useAppSelector(selectIsStaff);
  const { id } = useParams();
  const { search } = useLocation();
  const bulk = new URLSearchParams(search).has('bulkmsg');

  useEffect(() => {
    document.title = `${id ? 'Group settings' : CREATE_TITLE} | RWL`;
  }, [id]);

  if (!staff) {
    return (
      <div className="page page--narrow">
        <h1>{CREATE_TITLE}</h1>
        <p>Only the RWL Team can start a group chat or send a bulk message.</p>
        <Link to="/home/chatlist">Back to your chats</Link>
      </div>
    );
  }

  if (id) {
    return (
      <div className="page chat-page">
        <h1>Group settings</h1>
        <GroupSettings groupId={id} />
      </div>
    );
  }

  return (
    <div className="page chat-page">
      <h1>{CREATE_TITLE}</h1>
      <nav className="mode-switch" aria-label="What to create">
        <Link
          className={`button ${bulk ? 'button--secondary' : 'button--primary'}`}
          to="/home/create?group"
          aria-current={bulk ? undefined : 'page'}
        >
          Start a group chat
        </Link>
        <Link
          className={`button ${bulk ? 'button--primary' : 'button--secondary'}`}
          to="/home/create?bulkmsg"
          aria-current={bulk ? 'page' : undefined}
        >
          Send a bulk message
        </Link>
      </nav>
      {bulk ? <BulkForm key="bulk" /> : <GroupForm key="group" />}
    </div>
  );
}
