import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { Box, ButtonBase, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isAdmin, useSessionStore } from '../../../lib/session-store';
import { useProfile } from '../api/profile';
import { UserText } from '../../../lib/ui/user-text';
import { ProfileAvatar } from './profile-avatar';

/** The app bar's user entry: picture and name, opening Profile, Manage Profile, Institutes and (admins) People. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const profile = useProfile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!session) return null;
  const close = () => setAnchor(null);
  const item = (to: string, icon: ReactNode, label: string, testId: string) => (
    <MenuItem component={RouterLink} to={to} onClick={close} data-testid={testId}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        // Starts with the name it shows, so speech users can say what they see.
        aria-label={`${session.userName}, ${t('profile.menu.open')}`}
        data-testid="user-menu"
        sx={{ borderRadius: 5, px: { xs: 0.25, sm: 1 }, py: 0.5, gap: 1, color: 'inherit' }}
      >
        {/* A person icon, not initials: the button's visible text is then the name its label starts with. */}
        <ProfileAvatar
          name={session.userName}
          pictureUrl={profile.data?.profilePictureUrl}
          size={32}
          showInitials={false}
          // On the coloured app bar: an outlined circle in the bar's own text colour.
          sx={{ bgcolor: 'transparent', color: 'inherit', border: '2px solid currentColor' }}
        />
        <Typography
          component="span"
          sx={{
            display: { xs: 'none', sm: 'inline' },
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          <UserText>{session.userName}</UserText>
        </Typography>
      </ButtonBase>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Box sx={{ px: 2, py: 1, maxWidth: 260 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            <UserText>{session.userName}</UserText>
          </Typography>
          {profile.data && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {profile.data.email}
            </Typography>
          )}
        </Box>
        <Divider />
        {item('/profile', <AccountCircleOutlinedIcon fontSize="small" />, t('profile.menu.profile'), 'menu-profile')}
        {item(
          '/manage-profile',
          <EditOutlinedIcon fontSize="small" />,
          t('profile.menu.manageProfile'),
          'menu-manage-profile',
        )}
        {item(
          '/default-institute',
          <ApartmentOutlinedIcon fontSize="small" />,
          t('profile.menu.institutes'),
          'menu-institutes',
        )}
        {isAdmin(session) &&
          item('/admin/people', <GroupsOutlinedIcon fontSize="small" />, t('profile.menu.people'), 'menu-people')}
      </Menu>
    </>
  );
}
