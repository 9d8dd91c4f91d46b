import { Avatar, type SxProps, type Theme } from '@mui/material';
import { usePicture } from '../api/picture';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** The user's picture when there is one, else their initials. */
export function ProfileAvatar({
  name,
  pictureUrl,
  size = 40,
  sx,
  showInitials = true,
}: {
  name: string;
  pictureUrl?: string | null;
  size?: number;
  sx?: SxProps<Theme>;
  /** false: a person icon instead of initials, where the name is written beside the avatar anyway. */
  showInitials?: boolean;
}) {
  const picture = usePicture(pictureUrl);
  return (
    <Avatar
      src={picture.data}
      alt={name}
      data-testid="profile-avatar"
      data-has-picture={picture.data ? 'true' : 'false'}
      sx={[
        { width: size, height: size, fontSize: size / 2.5, bgcolor: 'primary.main' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {showInitials ? initials(name) || '?' : undefined}
    </Avatar>
  );
}
