import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import RemoveModeratorOutlinedIcon from '@mui/icons-material/RemoveModeratorOutlined';
import type { InstitutePerson } from '@bright/contracts';
import {
  Avatar,
  Box,
  Chip,
  IconButton,
  ListItem,
  ListItemAvatar,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PersonAction = 'makeAdmin' | 'removeAdmin' | 'remove';

const fullName = (person: InstitutePerson) => [person.first_name, person.last_name].filter(Boolean).join(' ');

/** One person: name, email, status chips, and the admin's actions in a menu. */
export function PersonRow({
  person,
  staff,
  onAction,
}: {
  person: InstitutePerson;
  staff: boolean;
  onAction: (action: PersonAction) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const act = (action: PersonAction) => {
    setAnchor(null);
    onAction(action);
  };
  const name = fullName(person);
  return (
    <ListItem
      divider
      data-testid="person-row"
      data-email={person.email}
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t('people.actions.open', { name })}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-testid="person-actions"
        >
          <MoreVertIcon />
        </IconButton>
      }
      sx={{ pr: 7 }}
    >
      <ListItemAvatar>
        <Avatar
          sx={{
            bgcolor: person.isAdmin ? 'primary.main' : 'action.selected',
            color: person.isAdmin ? 'primary.contrastText' : 'text.primary',
          }}
        >
          {(person.first_name[0] ?? '?').toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        disableTypography
        primary={
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {name}
            {person.isSelf && (
              <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {' '}
                {t('people.you')}
              </Box>
            )}
          </Typography>
        }
        secondary={
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Typography>
            <Stack direction="row" spacing={0.75} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
              {person.isAdmin && <Chip size="small" color="primary" label={t('roles.admin')} />}
              {!person.registered && (
                <Chip size="small" color="warning" variant="outlined" label={t('people.invited')} />
              )}
              {person.registered && !person.emailVerified && (
                <Chip size="small" variant="outlined" label={t('people.unverified')} />
              )}
            </Stack>
          </Box>
        }
      />
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {staff && !person.isAdmin && (
          <MenuItem onClick={() => act('makeAdmin')} data-testid="action-make-admin">
            <ListItemIcon>
              <AdminPanelSettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('people.actions.makeAdmin')}
          </MenuItem>
        )}
        {staff && person.isAdmin && (
          <MenuItem onClick={() => act('removeAdmin')} data-testid="action-remove-admin">
            <ListItemIcon>
              <RemoveModeratorOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('people.actions.removeAdmin')}
          </MenuItem>
        )}
        <MenuItem onClick={() => act('remove')} sx={{ color: 'error.main' }} data-testid="action-remove">
          <ListItemIcon>
            <PersonRemoveOutlinedIcon fontSize="small" color="error" />
          </ListItemIcon>
          {t('people.actions.remove')}
        </MenuItem>
      </Menu>
    </ListItem>
  );
}
