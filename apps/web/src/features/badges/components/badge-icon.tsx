import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import FlagIcon from '@mui/icons-material/Flag';
import GroupsIcon from '@mui/icons-material/Groups';
import PaletteIcon from '@mui/icons-material/Palette';
import StarIcon from '@mui/icons-material/Star';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import { BADGE_ICONS, DEFAULT_BADGES, type BadgeType } from '@bright/contracts';
import { Avatar } from '@mui/material';
import type { ComponentType } from 'react';

const ICONS: Record<
  (typeof BADGE_ICONS)[number],
  ComponentType<{ fontSize?: 'small' | 'medium' | 'large' | 'inherit' }>
> = {
  star: StarIcon,
  volunteer: VolunteerActivismIcon,
  palette: PaletteIcon,
  groups: GroupsIcon,
  fitness: FitnessCenterIcon,
  flag: FlagIcon,
};

/** A badge's icon on its colour, decorative (its name is written beside it). */
export function BadgeIcon({ badgeType, size = 40 }: { badgeType: BadgeType; size?: number }) {
  const badge = DEFAULT_BADGES.find((entry) => entry.badgeType === badgeType) ?? DEFAULT_BADGES[0];
  const Icon = ICONS[badge.icon];
  return (
    <Avatar sx={{ bgcolor: badge.color, color: '#fff', width: size, height: size }} aria-hidden>
      <Icon fontSize={size >= 40 ? 'medium' : 'small'} />
    </Avatar>
  );
}
